import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { nodemailer } from './lazyModules';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
  /** Extra headers (a marketing e-mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
  /** Logged (outside production) when the message only goes to the outbox, so a developer can sign in. */
  devHint?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

interface MailLogger {
  info(object: object, message: string): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  from?: string;
  dataDir: string;
  production: boolean;
  log: MailLogger;
}

export const DEFAULT_FROM = 'Ken Resort <no-reply@kenresort.sa>';

/** SMTP when SMTP_URL is set; otherwise every message is written as an .eml file into DATA_DIR/outbox. */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? DEFAULT_FROM;
  const { smtpUrl } = options;
  if (smtpUrl)
    return transportMailer(
      firstUse(() => nodemailer().createTransport(smtpUrl)),
      from,
    );
  return outboxMailer(path.join(options.dataDir, 'outbox'), from, options);
}

/** A transport made with the first message (nodemailer is loaded then: lib/lazyModules.ts); closing before closes nothing. */
function firstUse(make: () => Transporter) {
  let transport: Transporter | undefined;
  return { get: () => (transport ??= make()), close: () => transport?.close() };
}

function toNodemailer(message: MailMessage, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments,
    headers: message.headers,
  };
}

function transportMailer(transport: ReturnType<typeof firstUse>, from: string): Mailer {
  return {
    async send(message) {
      await transport.get().sendMail(toNodemailer(message, from));
    },
    close: transport.close,
  };
}

export function outboxMailer(outboxDir: string, from: string, options: Pick<MailerOptions, 'production' | 'log'>): Mailer {
  const transport = firstUse(() => nodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = await transport.get().sendMail(toNodemailer(message, from));
      await mkdir(outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      // Written under another name, then renamed: whoever watches the outbox never reads half a message.
      const target = path.join(outboxDir, name);
      await writeFile(`${target}.partial`, info.message as Buffer);
      await rename(`${target}.partial`, target);
      if (!options.production)
        options.log.info({ to: message.to, subject: message.subject, hint: message.devHint, file: name }, 'mail written to outbox');
    },
  };
}
