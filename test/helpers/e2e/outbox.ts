// Codes e-mailed by the server under test, read from its outbox (DATA_DIR/outbox/*.eml) as a person would read their mail.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of a MIME message decoded to text (base64 or quoted-printable). */
function textParts(raw: string): string[] {
  return raw.split(/\r?\n--[^\r\n]+\r?\n/).map((part) => {
    const [head, ...rest] = part.split(/\r?\n\r?\n/);
    const body = rest.join('\n\n');
    if (/Content-Transfer-Encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/Content-Transfer-Encoding:\s*quoted-printable/i.test(head)) {
      return Buffer.from(
        body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
        'latin1',
      ).toString('utf8');
    }
    return body;
  });
}

export interface OutboxMail {
  file: string;
  raw: string;
  /** The decoded parts: text/plain and text/html. */
  parts: string[];
}

/** The newest message to `email`, newer than `after` (a file name), whose decoded parts satisfy `accept`. */
export async function readMail(
  dataDir: string,
  email: string,
  accept: (parts: string[]) => boolean = () => true,
  after = '',
): Promise<OutboxMail> {
  const dir = path.join(dataDir, 'outbox');
  for (let attempt = 0; attempt < 50; attempt += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(dir)
        .filter((name) => name.endsWith('.eml') && name > after)
        .sort()
        .reverse();
    } catch {
      // not created yet
    }
    for (const file of files) {
      const raw = readFileSync(path.join(dir, file), 'utf8');
      if (!new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw)) continue;
      const parts = textParts(raw);
      if (accept(parts)) return { file, raw, parts };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no matching message e-mailed to ${email}`);
}

const codeOf = (parts: string[]) => parts.map((part) => /^\s*(\d{6})\s*$/m.exec(part)?.[1]).find(Boolean);

/** The 6-digit code of the newest message to `email` that is newer than `after` (a file name). */
export async function readCode(dataDir: string, email: string, after = ''): Promise<{ code: string; file: string }> {
  const mail = await readMail(dataDir, email, (parts) => Boolean(codeOf(parts)), after).catch(() => {
    throw new Error(`no code e-mailed to ${email}`);
  });
  return { code: codeOf(mail.parts)!, file: mail.file };
}

/** The decoded text of every message to `email` in the outbox, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .filter((raw) => new RegExp(`^To: .*${email.replace(/[.+]/g, '\\$&')}`, 'mi').test(raw))
    .map((raw) => textParts(raw).join('\n'));
}
