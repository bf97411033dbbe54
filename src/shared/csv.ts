// RFC 4180 CSV with formula-injection protection, for lead exports that open safely in Excel, LibreOffice and Sheets.

/** Excel reads UTF-8 (Hindi names included) only when the file starts with a byte-order mark. */
export const UTF8_BOM = "\uFEFF";

/**
 * Where a spreadsheet may start reading a cell: the start of the text, and after any character an import may split
 * cells on (comma, semicolon, tab, line break), each followed by any spaces. A formula start there (= + - @, a tab
 * or a carriage return) gets an apostrophe in front, so it shows as the text it is.
 */
const FORMULA_AFTER_SPLIT = /(^|[,;\t\r\n])( *)(?=[=+\-@\t\r])/g;

export function neutraliseFormula(value: string): string {
  return value.replace(FORMULA_AFTER_SPLIT, "$1$2'");
}

/**
 * A phone number as people write it: an optional +, then digits, spaces, dashes, dots and brackets. Such a cell holds
 * no function, reference or text a spreadsheet could run, so it is written as it is, without an apostrophe.
 */
const PLAIN_PHONE = /^\+?[\d\s().-]+$/;

/** A phone cell: written as typed when it is a plain phone number, neutralised like any text otherwise. */
export interface CsvPhone {
  phone: string | null | undefined;
}
export const csvPhone = (phone: string | null | undefined): CsvPhone => ({ phone });

const isPhone = (value: unknown): value is CsvPhone => typeof value === "object" && value !== null && "phone" in value;

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/** One cell: empty for null or undefined, otherwise always quoted, with any formula start neutralised. */
export function csvCell(value: unknown): string {
  if (isPhone(value)) {
    const phone = value.phone?.trim();
    if (!phone) return "";
    return quoted(PLAIN_PHONE.test(phone) && /\d/.test(phone) ? phone : neutraliseFormula(phone));
  }
  if (value === null || value === undefined) return "";
  return quoted(neutraliseFormula(String(value)));
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

/**
 * The spec's seven columns, the language the visitor wrote in (so the team calls back in it), then the follow-up
 * (issue 30): the lead's id and status, every note, what the person wrote, the form, when to call back, and the chat.
 */
export const LEADS_CSV_COLUMNS = [
  "Name",
  "Email",
  "Phone",
  "Location",
  "User Type",
  "Source",
  "Created At",
  "Language",
  "Lead ID",
  "Status",
  "Notes",
  "Enquiry",
  "Form",
  "Call-back Time",
  "Conversation ID",
  "Conversation Transcript",
];

/** The extra column of an export of the Spam view: why each lead is held. */
export const SPAM_CSV_COLUMN = "Spam Reason";
