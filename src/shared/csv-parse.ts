// Reads RFC 4180 CSV (quoted cells, doubled quotes, line breaks inside quotes, CRLF or LF, a leading byte-order mark),
// as exported by this site and by spreadsheets; the counterpart of csv.ts.

/** The rows of a CSV text, each with the line number it starts on (1-based), cells as written. */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const src = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  let i = 0;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell === "") quoted = true;
    else if (ch === ",") {
      cells.push(cell);
      cell = "";
    } else if (ch === "\r" && src[i + 1] === "\n") {
      i++;
      continue;
    } else if (ch === "\n") {
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
    i++;
  }
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/** A cell as it was before export neutralised a formula start: the apostrophe in front of = + - @ is dropped. */
export function unneutralise(value: string): string {
  return value.replace(/^'(?=[=+\-@\t\r])/, "");
}
