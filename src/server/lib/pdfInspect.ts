import { inflateSync } from 'node:zlib';

/**
 * Names of what makes a PDF do something beyond being read: scripts, launched programs, form submission
 * and import, remote documents, media and 3D players, embedded files, XML forms. /OpenAction and /AA
 * only say *when* an action runs (on opening, on a page); what runs is the action's type, so those two
 * are accepted with the navigation actions that most generators write (LaTeX's "open at page 1"), and
 * refused whenever any action type below is present anywhere in the file.
 */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'Rendition',
  'Movie',
  'Sound',
  'RichMedia',
  'RichMediaExecute',
  'GoTo3DView',
  'EmbeddedFile',
  'EmbeddedFiles',
  'XFA',
]);
/** Markup a browser would render as a page if it ever sniffed the file as HTML (a "%PDF-" + HTML polyglot). */
const HTML_MARKERS = /<\s*(?:!doctype|html|head|body|script|iframe|object|embed|svg|meta|img|form|style|link|base)\b|javascript:/i;
/** Inflated object streams are capped, so a small "zip bomb" cannot take the server's memory. */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;

/**
 * A PDF name token and what follows it. Compressed pictures hold any bytes, so a short name such as
 * "/AA" counts only when a value follows it (a dictionary, string, array or reference), which chance
 * does not produce; longer names count wherever they are, so nothing can hide them in a fake stream.
 */
const NAME_TOKEN = /\/([^\s/[\]<>(){}%]+)(\s*(?:<|\(|\[|\d+\s+\d+\s+R))?/g;
const decodeName = (raw: string) => raw.replace(/#([0-9a-fA-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function hasActiveName(text: string): boolean {
  for (const match of text.matchAll(NAME_TOKEN)) {
    const name = decodeName(match[1]);
    if (ACTIVE_NAMES.has(name) && (name.length >= 6 || match[2] !== undefined)) return true;
  }
  return false;
}

interface Stream {
  dictionary: string;
  start: number;
  end: number;
}

/** Every `N G obj << … >> stream … endstream`: its dictionary and where its bytes are. */
function streamsOf(text: string): Stream[] {
  const found: Stream[] = [];
  const opening = /\d+\s+\d+\s+obj\b([\s\S]*?)\bstream(\r\n|\n|\r)/g;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) break;
    found.push({ dictionary: decodeName(match[1]), start, end });
    opening.lastIndex = end;
  }
  return found;
}

/** The file without its stream bodies: where markup would be visible to anything reading it as text. */
function structureOf(text: string, streams: Stream[]): string {
  const parts: string[] = [];
  let from = 0;
  for (const stream of streams) {
    parts.push(text.slice(from, stream.start));
    from = stream.end;
  }
  parts.push(text.slice(from));
  return parts.join('\n');
}

/** The objects packed in an object stream, or null when this check cannot read them. */
function objectStreamText(buffer: Buffer, stream: Stream): string | null {
  const filter = /\/Filter\s*(\[[^\]]*\]|\/\w+)/.exec(stream.dictionary)?.[1].replace(/[[\]\s]/g, '');
  const raw = buffer.subarray(stream.start, stream.end);
  if (filter === undefined) return raw.toString('latin1');
  if (filter !== '/FlateDecode') return null;
  try {
    // Z_SYNC_FLUSH tolerates the end-of-line writers put before "endstream".
    return inflateSync(raw, { maxOutputLength: MAX_INFLATED_BYTES, finishFlush: 2 }).toString('latin1');
  } catch {
    return null;
  }
}

/**
 * True when the file is not a plain document: it carries active content, markup, or object streams this
 * check cannot read (so it cannot be shown to be harmless). Dictionaries live either in the file's text
 * or, since PDF 1.5, compressed in object streams (/Type /ObjStm), so both are searched.
 */
export function pdfActiveContent(buffer: Buffer): boolean {
  const text = buffer.toString('latin1');
  if (!/^%PDF-\d\.\d/.test(text)) return true;
  const streams = streamsOf(text);
  if (HTML_MARKERS.test(text.slice(0, 1024)) || HTML_MARKERS.test(structureOf(text, streams)) || hasActiveName(text)) return true;
  let inflatedTotal = 0;
  for (const stream of streams) {
    if (!/\/Type\s*\/ObjStm\b/.test(stream.dictionary)) continue;
    const objects = objectStreamText(buffer, stream);
    if (objects === null) return true;
    inflatedTotal += objects.length;
    if (inflatedTotal > MAX_INFLATED_BYTES || hasActiveName(objects) || HTML_MARKERS.test(objects)) return true;
  }
  return false;
}
