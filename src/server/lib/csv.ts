import { PassThrough, type Readable } from 'node:stream';
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

/**
 * A download written while it is read: `produce` gets a `write` that resolves once the reader has taken the text
 * (back-pressure) and throws when the reader has gone, so a cursor behind it stops and its transaction ends.
 * A failure after the first bytes can only cut the download short: the stream is destroyed with the error, which
 * Fastify logs as it ends the response.
 */
export function csvStream(head: string, produce: (write: (text: string) => Promise<void>) => Promise<void>): Readable {
  const out = new PassThrough();
  out.write(head);
  const write = async (text: string) => {
    if (out.destroyed) throw new Error('The download was closed before its end.');
    if (out.write(text)) return;
    await new Promise<void>((resolve, reject) => {
      const drained = () => {
        out.off('close', closed);
        resolve();
      };
      const closed = () => {
        out.off('drain', drained);
        reject(new Error('The download was closed before its end.'));
      };
      out.once('drain', drained);
      out.once('close', closed);
    });
  };
  produce(write).then(
    () => out.end(),
    (error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
