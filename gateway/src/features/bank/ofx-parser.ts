import { bankMessages } from '@pilotage/domain';
import { parseSafeXml } from './safe-xml';
import {
  type LineProblem,
  type ParsedStatement,
  type StatementLine,
  StatementRefusal,
  bankAmountCents,
  bankDay,
  cleanLabel,
} from './statement-lines';

/**
 * OFX 1.x (SGML: a header of KEY:VALUE lines, then tags whose end tags may be left out) and 2.x
 * (XML). Both are read the same way, tag by tag inside each <STMTTRN>, since a leaf's value runs
 * to the next '<' or the end of its line; the XML form is first checked as XML (safely). FITID is
 * the bank's id of a movement.
 */

export const isOfx = (head: string): boolean =>
  /^\s*(\uFEFF)?(OFXHEADER\s*:|<\?xml[^>]*>\s*<\?OFX)/i.test(head) || /<OFX>/i.test(head);

const leaf = (block: string, tag: string): string => {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  return match ? match[1].trim() : '';
};

/** OFX text entities (the SGML form writes &amp; too). */
const unescape = (text: string): string =>
  text
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&apos;/gi, "'")
    .replace(/&amp;/gi, '&');

const lineAt = (text: string, index: number): number => {
  let line = 1;
  for (let i = 0; i < index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
  return line;
};

export function parseOfx(text: string): ParsedStatement {
  if (/<\?xml/i.test(text.slice(0, 512))) parseSafeXml(text, new Set());
  else if (/<!(DOCTYPE|ENTITY)/i.test(text)) throw new StatementRefusal(bankMessages.xmlDoctype);
  if (!/<\/OFX>/i.test(text)) throw new StatementRefusal(bankMessages.xmlMalformed(lineAt(text, text.length)));
  const problems: LineProblem[] = [];
  const lines: StatementLine[] = [];
  let line = 1;
  let from = 0;
  for (const match of text.matchAll(/<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi)) {
    for (let i = from; i < match.index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    from = match.index;
    const block = match[1];
    const rawDate = leaf(block, 'DTPOSTED');
    const rawAmount = leaf(block, 'TRNAMT');
    const date = rawDate ? bankDay(rawDate.slice(0, 8), 'ymd') : null;
    const cents = bankAmountCents(rawAmount, rawAmount.includes(',') ? ',' : '.');
    if (date === null)
      problems.push({ line, reason: rawDate ? bankMessages.badDate(rawDate) : bankMessages.missingDate });
    if (cents === null)
      problems.push({ line, reason: rawAmount ? bankMessages.badAmount(rawAmount) : bankMessages.missingAmount });
    if (date === null || cents === null) continue;
    const name = unescape(leaf(block, 'NAME'));
    const memo = unescape(leaf(block, 'MEMO'));
    lines.push({
      sourceLine: line,
      date,
      amountCents: cents,
      // A long label is cut in NAME and whole in MEMO.
      label: cleanLabel(memo.startsWith(name) ? memo : `${name} ${memo}`),
      bankRef: leaf(block, 'FITID') || null,
      endToEndId: null,
      counterparty: name || null,
    });
  }
  if (problems.length > 0) throw new StatementRefusal(bankMessages.unreadable(problems.length), problems);
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|<\/STMTRS>)/i.exec(text)?.[1] ?? '';
  const closingCents = ledger
    ? bankAmountCents(leaf(ledger, 'BALAMT'), leaf(ledger, 'BALAMT').includes(',') ? ',' : '.')
    : null;
  const closingDay = ledger ? bankDay(leaf(ledger, 'DTASOF').slice(0, 8), 'ymd') : null;
  return {
    format: 'ofx',
    lines,
    opening: null,
    closing: closingCents !== null && closingDay !== null ? { date: closingDay, cents: closingCents } : null,
    iban: null,
    warnings: [],
  };
}
