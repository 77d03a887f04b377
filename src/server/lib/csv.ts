// CSV for spreadsheets: UTF-8 with a byte order mark (so Arabic reads right), CRLF lines, fields that a spreadsheet
// would run as a formula defused. (modules/bookings/csv.ts keeps its own csvField with the phone exception.)

/** One field: quoted when it holds a separator, quote or line break; a leading = + - @ tab or CR gets an apostrophe. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n']/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The file: BOM, the header, one line per row. Numbers are written as they are (a spreadsheet reads them as numbers). */
export function csvFile(header: readonly string[], rows: (string | number | null)[][]): string {
  return `\uFEFF${[header.map(csvCell), ...rows.map((row) => row.map(csvCell))].map((line) => line.join(',')).join('\r\n')}\r\n`;
}
