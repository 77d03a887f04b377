import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailMessage, Mailer } from '../../../src/server/lib/mail';
import { eventually } from './eventually';

export { eventually } from './eventually';

export interface MemoryMailer extends Mailer {
  sent: MailMessage[];
  /** The newest message to that address, waiting for it to arrive. */
  lastTo(address: string): Promise<MailMessage>;
  clear(): void;
}

export function memoryMailer(): MemoryMailer {
  const sent: MailMessage[] = [];
  const to = (message: MailMessage) => (Array.isArray(message.to) ? message.to : [message.to]);
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
    lastTo: (address) => eventually(() => [...sent].reverse().find((message) => to(message).includes(address))),
    clear: () => void sent.splice(0),
  };
}

export const codeIn = (text: string) => /\b(\d{6})\b/.exec(text)?.[1];

export interface ReceivedMail {
  to: string[];
  raw: string;
  subject: string;
  /** The decoded text/plain part. */
  text: string;
  html: string;
}

function decodePart(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'));
  if (start < 0) return '';
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const body = part
    .slice(headerEnd)
    .replace(/^\s+/, '')
    .split(/\r?\n--/)[0];
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(raw)?.[1] ?? '';
  return line.replace(/\r?\n[ \t]/g, ' ').replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

export function parseMail(raw: string, to: string[] = []): ReceivedMail {
  return { to, raw, subject: decodeSubject(raw), text: decodePart(raw, 'text/plain'), html: decodePart(raw, 'text/html') };
}

/** A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it receives. */
export async function startSmtpServer() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          parseMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((r) => r.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    lastTo: (address: string) => eventually(() => [...received].reverse().find((mail) => mail.to.includes(address))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
