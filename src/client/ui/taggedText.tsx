import { cloneElement, type ReactElement, type ReactNode } from 'react';

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * Wraps the `<name>…</name>` (or `<name/>`) parts of an already translated text in the given elements, one level
 * deep: what react-i18next's Trans does for a bold price or a left-to-right sample number, without its HTML parser,
 * which would otherwise travel with the first view. A tag with no element given keeps its text only.
 */
export function taggedText(text: string, elements: Record<string, ReactElement<{ children?: ReactNode }>>): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const element = elements[match[1] ?? match[3]];
    if (match[3] !== undefined) {
      if (element) parts.push(cloneElement(element, { key: parts.length }));
    } else {
      parts.push(element ? cloneElement(element, { key: parts.length }, match[2]) : match[2]);
    }
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
