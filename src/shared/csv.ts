// RFC 4180 CSV with formula-injection protection, for lead exports that open safely in Excel.

/** Excel reads UTF-8 (Hindi names included) only when the file starts with a byte-order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * A cell that a spreadsheet would run as a formula (starts with = + - @, a tab or a carriage return,
 * also after leading spaces) gets a leading apostrophe, so it shows as the text it is.
 */
export function neutraliseFormula(value: string): string {
  return /^[\s]*[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  const text = neutraliseFormula(String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: unknown[]): string {
  return values.map(csvCell).join(",");
}

/** A whole CSV document: BOM, header row, data rows, CRLF line ends (RFC 4180). */
export function buildCsv(header: string[], rows: unknown[][]): string {
  return UTF8_BOM + [header, ...rows].map(csvRow).join("\r\n") + "\r\n";
}

/** `mittimitra-leads-2026-11-22.csv`: the brand slug, "leads" and the local date. */
export function leadsCsvFileName(brandSlug: string, date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${brandSlug}-leads-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.csv`;
}

export const LEADS_CSV_COLUMNS = ["Name", "Email", "Phone", "Location", "User Type", "Source", "Created At"];
