/**
 * A tiny XML writer for documents built in code (the Factur-X invoice): elements as plain objects,
 * serialized with two-space indentation. Runs in the browser and in Node alike (no DOM, no Buffer).
 * An element with no text and no children is left out, so optional data simply disappears
 * (the EN 16931 rules forbid empty elements).
 */

export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  /** Text (escaped when written) or child elements; falsy children are skipped. */
  content: string | XmlChild[];
}

export type XmlChild = XmlElement | null | undefined | false | '';

export const xml = (
  name: string,
  content: string | XmlChild[],
  attributes: Record<string, string> = {},
): XmlElement => ({
  name,
  attributes,
  content,
});

/** Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks, lone surrogates, U+FFFE/F). */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text made safe: markup characters escaped (quotes too in attribute values), forbidden ones dropped. */
function escapeXml(text: string, quotes = false): string {
  return text.replace(FORBIDDEN, '').replace(quotes ? /[&<>"']/g : /[&<>]/g, (char) => ENTITIES[char]);
}

const isElement = (child: XmlChild): child is XmlElement => Boolean(child);

function isEmpty(element: XmlElement): boolean {
  return typeof element.content === 'string'
    ? element.content.trim() === ''
    : !element.content.filter(isElement).some((child) => !isEmpty(child));
}

function write(element: XmlElement, indent: string): string {
  const attributes = Object.entries(element.attributes)
    .map(([name, value]) => ` ${name}="${escapeXml(value, true)}"`)
    .join('');
  const open = `${indent}<${element.name}${attributes}>`;
  if (typeof element.content === 'string') return `${open}${escapeXml(element.content.trim())}</${element.name}>`;
  const children = element.content
    .filter(isElement)
    .filter((child) => !isEmpty(child))
    .map((child) => write(child, `${indent}  `));
  return `${open}\n${children.join('\n')}\n${indent}</${element.name}>`;
}

/** The whole document, XML declaration first, ending with a line break. */
export function serializeXml(root: XmlElement): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${write(root, '')}\n`;
}
