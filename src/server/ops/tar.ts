// A minimal POSIX ustar writer and reader: enough for backup archives (regular files only, names up to 255 bytes),
// which `tar xzf` also opens. Written through gzip by the caller.

const BLOCK = 512;

function octal(value: number, length: number): string {
  return value.toString(8).padStart(length - 1, '0') + '\0';
}

/** Splits a name over ustar's `prefix` (155) and `name` (100) fields at a "/". */
function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let at = name.indexOf('/'); at >= 0; at = name.indexOf('/', at + 1)) {
    const prefix = name.slice(0, at);
    const base = name.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`file name too long for the archive: ${name}`);
}

/** The 512-byte header of one regular file. */
export function tarHeader(name: string, size: number, modified: Date, mode = 0o644): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  header.write(base, 0, 100, 'utf8');
  header.write(octal(mode, 8), 100, 'ascii');
  header.write(octal(0, 8), 108, 'ascii');
  header.write(octal(0, 8), 116, 'ascii');
  header.write(octal(size, 12), 124, 'ascii');
  header.write(octal(Math.floor(modified.getTime() / 1000), 12), 136, 'ascii');
  header.write('        ', 148, 'ascii');
  header.write('0', 156, 'ascii');
  header.write('ustar\0', 257, 'ascii');
  header.write('00', 263, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(octal(sum, 7) + ' ', 148, 'ascii');
  return header;
}

/** Zero bytes that pad a file's content to a whole block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The two zero blocks that end an archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

export interface TarEntry {
  name: string;
  content: Buffer;
}

const field = (header: Buffer, start: number, length: number) => {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end < 0 ? length : end).toString('utf8');
};

/** Every regular file of an (uncompressed) archive; throws on a damaged header or a truncated archive. */
export function readTar(archive: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= archive.length) {
    const header = archive.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i];
    if (parseInt(field(header, 148, 8).trim(), 8) !== sum) throw new Error(`damaged header at byte ${offset}`);
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const prefix = field(header, 345, 155);
    const base = field(header, 0, 100);
    const type = String.fromCharCode(header[156] || 48);
    offset += BLOCK;
    if (offset + size > archive.length) throw new Error('the archive is truncated');
    if (type === '0') entries.push({ name: prefix ? `${prefix}/${base}` : base, content: archive.subarray(offset, offset + size) });
    offset += size + ((BLOCK - (size % BLOCK)) % BLOCK);
  }
  throw new Error('the archive is truncated (no end marker)');
}
