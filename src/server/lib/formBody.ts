import type { FastifyRequest } from 'fastify';
import { AppError, text, ValidationFailed } from './errors';
import { MAX_UPLOAD_BYTES, sniffFileKind, type FileKind } from './uploads';

export interface UploadedFile {
  buffer: Buffer;
  kind: FileKind;
  filename: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Files of a multipart body, by field name, already checked by their magic bytes. */
    uploads?: Record<string, UploadedFile>;
  }
}

export interface FormBodyOptions {
  /** Accepted file fields and the kinds each may hold. */
  files: Record<string, readonly FileKind[]>;
  /** Fields where an empty string or "null" in a form means null. */
  nullable?: readonly string[];
  /** Message when a file field holds a wrong type. */
  wrongTypeMessage: 'upload.badImage' | 'upload.badAttachment';
  /** Largest file accepted, in bytes (default MAX_UPLOAD_BYTES). */
  maxBytes?: number;
}

/**
 * preValidation hook: turns a multipart body into plain fields (so the route's JSON schema validates both
 * JSON and forms alike) and keeps the files aside. File problems become 400 {"<field>": [...]}.
 */
export function formBody(options: FormBodyOptions) {
  return async function readFormBody(request: FastifyRequest) {
    if (!request.isMultipart()) return;
    const fields: Record<string, string | null> = {};
    const uploads: Record<string, UploadedFile> = {};
    const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
    try {
      for await (const part of request.parts({ limits: { fileSize: maxBytes, fieldSize: 64 * 1024, fields: 30, files: 2 } })) {
        if (part.type === 'field') {
          const value = typeof part.value === 'string' ? part.value : String(part.value);
          fields[part.fieldname] = options.nullable?.includes(part.fieldname) && (value === '' || value === 'null') ? null : value;
          continue;
        }
        const allowed = options.files[part.fieldname];
        if (!allowed) {
          await part.toBuffer().catch(() => undefined);
          throw new ValidationFailed({ [part.fieldname]: [text('upload.unexpected')] });
        }
        const buffer = await part.toBuffer().catch((error: { code?: string }) => {
          if (error.code === 'FST_REQ_FILE_TOO_LARGE')
            throw new ValidationFailed({ [part.fieldname]: [text('upload.tooLarge', { limit: maxBytes / (1024 * 1024) })] });
          throw error;
        });
        if (buffer.length === 0 && !part.filename) continue; // an empty file input
        const kind = sniffFileKind(buffer);
        if (!kind || !allowed.includes(kind)) throw new ValidationFailed({ [part.fieldname]: [text(options.wrongTypeMessage)] });
        uploads[part.fieldname] = { buffer, kind, filename: part.filename };
      }
    } catch (error) {
      if (error instanceof AppError) throw error;
      const status = (error as { statusCode?: number }).statusCode ?? 500;
      if (status >= 500 && !(error instanceof Error && /multipart|boundary|unexpected end/i.test(error.message))) throw error;
      throw new ValidationFailed({ non_field_errors: [text('upload.malformed')] });
    }
    request.body = fields;
    request.uploads = uploads;
  };
}
