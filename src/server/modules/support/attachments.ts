import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AuthUser } from '../../plugins/auth';
import { NotFound } from '../../lib/errors';
import { extensionOf, kindOfStoredName, mimeOf } from '../../lib/uploads';
import type { createSupportRepository } from './repository';

/** Where support attachments are kept: outside dataDir/uploads, which is served to anyone. */
export const supportFilesDir = (dataDir: string) => path.join(dataDir, 'private', 'support');
/** The one place an attachment is reachable, after the reader is checked. */
export const attachmentUrl = (messageId: number) => `/api/support/attachments/${messageId}/`;

export interface AttachmentFile {
  body: Buffer;
  contentType: string;
  filename: string;
}

/**
 * The attachment of a message, for its sender, staff, or the approved supplier it was sent to. Anyone
 * else gets the same 404 as for a message that does not exist, so ids cannot be probed.
 */
export function createAttachmentReader(repository: ReturnType<typeof createSupportRepository>, dir: string) {
  return async function readAttachment(reader: AuthUser, messageId: number): Promise<AttachmentFile> {
    const message = await repository.attachmentOf(messageId);
    if (!message?.attachment) throw new NotFound();
    const allowed =
      reader.role === 'admin' ||
      (message.userId !== null && message.userId === reader.id) ||
      (reader.role === 'supplier' && message.operation === reader.id && (await repository.approvedSupplier(reader.id)) !== undefined);
    if (!allowed) throw new NotFound();
    // Older rows held a public path; only the file name is ever used, so no stored value can leave the folder.
    const name = path.basename(message.attachment);
    const kind = kindOfStoredName(name);
    if (!kind) throw new NotFound();
    const body = await readFile(path.join(dir, name)).catch(() => null);
    if (!body) throw new NotFound();
    return { body, contentType: mimeOf(kind), filename: `ken-support-${message.id}.${extensionOf(kind)}` };
  };
}
