import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { bankMessages } from '@pilotage/domain';
import { StatementRefusal } from './statement-lines';

/**
 * XML from outside read safely: a DOCTYPE or an entity declaration is refused before any parsing
 * (no entity expansion, so no « billion laughs », no external entity), a malformed or truncated
 * document is refused with its line, and the parser never expands entities itself.
 */
export function parseSafeXml(text: string, arrays: ReadonlySet<string>): Record<string, unknown> {
  if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new StatementRefusal(bankMessages.xmlDoctype);
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    const line = valid.err.line;
    throw new StatementRefusal(bankMessages.xmlMalformed(line), [{ line, reason: valid.err.msg }]);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    removeNSPrefix: true,
    processEntities: false,
    htmlEntities: false,
    parseTagValue: false,
    parseAttributeValue: false,
    isArray: (name) => arrays.has(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}

/** The five predefined XML entities, which the parser leaves as written. */
export const xmlText = (value: unknown): string => {
  const text = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['#text'] : value;
  if (text === undefined || text === null) return '';
  return String(text)
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
};
