import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

let ipSequence = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export function freshIp(): string {
  ipSequence += 1;
  return `10.${(ipSequence >> 16) & 255}.${(ipSequence >> 8) & 255}.${ipSequence & 255}`;
}

let emailSequence = 0;
export const freshEmail = (prefix = 'user') => `${prefix}${++emailSequence}.${Date.now()}@example.test`;

export const PASSWORD = 'Correct-Horse-9';

export function refreshCookieOf(response: LightMyRequestResponse): string | undefined {
  return response.cookies.find((cookie) => cookie.name === 'ken_refresh')?.value || undefined;
}

export function client(app: FastifyInstance, ip = freshIp()) {
  return {
    ip,
    post: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'POST', url, payload, headers, remoteAddress: ip }),
    put: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PUT', url, payload, headers, remoteAddress: ip }),
    patch: (url: string, payload?: object, headers: Record<string, string> = {}) =>
      app.inject({ method: 'PATCH', url, payload, headers, remoteAddress: ip }),
    get: (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers, remoteAddress: ip }),
  };
}

export const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  password: PASSWORD,
  confirm_password: PASSWORD,
  full_name: 'Huda Saleh',
  phone: '+966512345678',
  ...extra,
});

export interface FormFile {
  name: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A multipart/form-data body built by hand, so a test controls every byte (and can lie about types). */
export function multipart(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----ken-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(file.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
