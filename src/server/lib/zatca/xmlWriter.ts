// A small writer for the UBL tree: elements, attributes and text, escaped, indented four spaces like ZATCA's
// samples. The indentation is part of what is hashed, so the same input always gives the same bytes.

export interface XmlElement {
  name: string;
  attributes?: Record<string, string>;
  children?: XmlNode[];
}
/** Text content, an element, a piece of XML written elsewhere (`{ raw }`), or nothing (skipped). */
export type XmlNode = string | XmlElement | { raw: string } | null | undefined | false;

export const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\r/g, '&#xD;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;').replace(/\t/g, '&#x9;').replace(/\n/g, '&#xA;');

export const el = (name: string, attributesOrChildren?: Record<string, string> | XmlNode[], maybeChildren?: XmlNode[]): XmlElement =>
  Array.isArray(attributesOrChildren)
    ? { name, children: attributesOrChildren }
    : { name, attributes: attributesOrChildren, children: maybeChildren };

/** An element holding only text. */
export const leaf = (name: string, text: string, attributes?: Record<string, string>): XmlElement => ({
  name,
  attributes,
  children: [text],
});

export function render(node: XmlElement, depth = 0): string {
  const indent = '    '.repeat(depth);
  const attributes = Object.entries(node.attributes ?? {})
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  const children = (node.children ?? []).filter(
    (child): child is string | XmlElement | { raw: string } => child !== null && child !== undefined && child !== false,
  );
  if (children.length === 0) return `${indent}<${node.name}${attributes}/>`;
  if (children.every((child) => typeof child === 'string'))
    return `${indent}<${node.name}${attributes}>${escapeText(children.join(''))}</${node.name}>`;
  const inner = children.map((child) =>
    typeof child === 'string' ? `${indent}    ${escapeText(child)}` : 'raw' in child ? child.raw : render(child, depth + 1),
  );
  return `${indent}<${node.name}${attributes}>\n${inner.join('\n')}\n${indent}</${node.name}>`;
}
