import { supplierInvoiceMessages } from '@pilotage/domain';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unprocessable } from './errors';

/**
 * Reads an untrusted XML document without ever resolving anything: a DOCTYPE or an ENTITY
 * declaration is refused before parsing (no external entity can be fetched, no « billion laughs »
 * can expand), and the parser itself is told not to process entities. Prefixes are dropped
 * (`ram:Name` → `Name`): the root's namespace has been checked by the caller's schema.
 */

export type XmlNode = Record<string, unknown>;

const DECLARATION = /<!(?:DOCTYPE|ENTITY)/i;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  textNodeName: '#text',
  // Every element may repeat: readers ask for one or all, never guess from the document's shape.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
});

/** The document's text, UTF-8 only (the encoding the standards' French profiles use). */
export function xmlText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw unprocessable(supplierInvoiceMessages.xmlNotUtf8);
  }
  const declared = /^<\?xml[^>]*encoding=["']([^"']+)["']/i.exec(text.trimStart())?.[1];
  if (declared && !/^utf-?8$/i.test(declared)) throw unprocessable(supplierInvoiceMessages.xmlNotUtf8);
  return text;
}

/** The root element's local name and its content, or a 422 with the reason in French. */
export function parseXml(text: string): { root: string; node: XmlNode; namespace: string | null } {
  if (DECLARATION.test(text)) throw unprocessable(supplierInvoiceMessages.xmlDoctype);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const { msg, line } = valid.err;
    throw unprocessable(supplierInvoiceMessages.xmlMalformed(`${msg} (ligne ${line})`));
  }
  const parsed = parser.parse(text) as XmlNode;
  const root = Object.keys(parsed).find((key) => !key.startsWith('?'));
  if (!root) throw unprocessable(supplierInvoiceMessages.xmlMalformed('aucun élément racine'));
  const node = (parsed[root] as XmlNode[])[0] ?? {};
  return { root, node: typeof node === 'object' ? node : {}, namespace: rootNamespace(text) };
}

/** The namespace of the root element, read from its start tag (the parser drops prefixes and xmlns). */
function rootNamespace(text: string): string | null {
  const start = /<([A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(\s[^>]*)?>/.exec(
    text.replace(/<\?[\s\S]*?\?>|<!--[\s\S]*?-->/g, ''),
  );
  if (!start) return null;
  const prefix = start[1] ? `:${start[1].slice(0, -1)}` : '';
  const attribute = new RegExp(`xmlns${prefix}\\s*=\\s*["']([^"']*)["']`).exec(start[3] ?? '');
  return attribute?.[1] ?? null;
}

// Navigation in the parsed tree: every element is an array (see `isArray`).

/** The elements at a path of local names below `from` (`A/B`). */
export function all(from: XmlNode | null | undefined, path: string): XmlNode[] {
  return path.split('/').reduce<XmlNode[]>(
    (nodes, name) =>
      nodes.flatMap((node) => {
        const value = node[name];
        return Array.isArray(value)
          ? value.map((item) => (typeof item === 'object' ? item : { '#text': String(item) }))
          : [];
      }),
    from ? [from] : [],
  );
}

export const first = (from: XmlNode | null | undefined, path: string): XmlNode | null => all(from, path)[0] ?? null;

const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/**
 * The five predefined entities and character references, decoded by hand since the parser
 * processes none: with every DOCTYPE refused, no other entity can exist.
 */
function decodeReferences(value: string): string {
  return value.replace(/&(?:(lt|gt|amp|quot|apos)|#(\d{1,7})|#x([0-9a-fA-F]{1,6}));/g, (whole, name, decimal, hex) => {
    if (name) return PREDEFINED[name as string];
    const code = decimal ? Number(decimal) : parseInt(hex as string, 16);
    return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/** The text of the first element at the path, trimmed; null when absent or empty. */
export function text(from: XmlNode | null | undefined, path: string): string | null {
  const node = first(from, path);
  const value = node?.['#text'];
  return value === undefined || value === null || String(value).trim() === ''
    ? null
    : decodeReferences(String(value).trim());
}

export const attribute = (node: XmlNode | null, name: string): string | null => {
  const value = node?.[`@${name}`];
  return typeof value === 'string' ? value : null;
};

/** An element's own text, trimmed; null when empty. */
export const ownText = (node: XmlNode | null | undefined): string | null =>
  node ? text({ self: [node] }, 'self') : null;
