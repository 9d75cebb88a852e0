import { bankMessages } from '@pilotage/domain';
import { parseSafeXml, xmlText } from './safe-xml';
import {
  type LineProblem,
  type ParsedStatement,
  type StatementBalance,
  type StatementLine,
  StatementRefusal,
  bankAmountCents,
  bankDay,
  cleanLabel,
} from './statement-lines';

/**
 * ISO 20022 « Bank to customer statement » (camt.053.001.02 to .08). Versions differ in where
 * the status and the parties sit (Sts as text until .05, Sts/Cd after; Dbtr/Nm until .06,
 * Dbtr/Pty/Nm after): both places are read. Only booked entries (BOOK) are statement lines.
 */

const NAMESPACE = /urn:iso:std:iso:20022:tech:xsd:camt\.053\.001\.(\d{2})/;
const ARRAYS = new Set(['Stmt', 'Bal', 'Ntry', 'NtryDtls', 'TxDtls', 'Ustrd']);

type Node = Record<string, unknown>;
const node = (value: unknown): Node => (typeof value === 'object' && value !== null ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value === undefined ? [] : [node(value)];

export const isCamt053 = (head: string): boolean => NAMESPACE.test(head) || /<(\w+:)?BkToCstmrStmt[\s>]/.test(head);

/** The text line of each <Ntry> in order, so that a problem names the file's line. */
function entryLines(text: string): number[] {
  const lines: number[] = [];
  let line = 1;
  let from = 0;
  for (const match of text.matchAll(/<(?:[\w-]+:)?Ntry[\s>]/g)) {
    for (let i = from; i < match.index; i += 1) if (text.charCodeAt(i) === 10) line += 1;
    from = match.index;
    lines.push(line);
  }
  return lines;
}

const day = (dateNode: unknown): string | null => {
  const value = xmlText(node(dateNode).Dt) || xmlText(node(dateNode).DtTm);
  return value ? bankDay(value.slice(0, 10), 'ymd') : null;
};

const partyName = (party: unknown): string => xmlText(node(party).Nm) || xmlText(node(node(party).Pty).Nm);

function signedAmount(holder: Node, problems: LineProblem[], line: number | null): number | null {
  const raw = xmlText(holder.Amt);
  const cents = bankAmountCents(raw, '.');
  if (cents === null) {
    problems.push({ line, reason: raw ? bankMessages.badAmount(raw) : bankMessages.missingAmount });
    return null;
  }
  const direction = xmlText(holder.CdtDbtInd);
  if (direction !== 'CRDT' && direction !== 'DBIT') {
    problems.push({ line, reason: bankMessages.badDirection(direction) });
    return null;
  }
  return direction === 'DBIT' ? -cents : cents;
}

function balance(statement: Node, codes: readonly string[], problems: LineProblem[]): StatementBalance | null {
  const found = list(statement.Bal).find((bal) => codes.includes(xmlText(node(node(bal.Tp).CdOrPrtry).Cd)));
  if (!found) return null;
  const cents = signedAmount(found, problems, null);
  const date = day(found.Dt);
  return cents === null || date === null ? null : { date, cents };
}

function entry(ntry: Node, line: number, problems: LineProblem[]): StatementLine | null {
  const status = xmlText(node(ntry.Sts).Cd) || xmlText(ntry.Sts);
  if (status && status !== 'BOOK') return null;
  const cents = signedAmount(ntry, problems, line);
  const date = day(ntry.BookgDt);
  if (date === null) {
    const raw = xmlText(node(ntry.BookgDt).Dt) || xmlText(node(ntry.BookgDt).DtTm);
    problems.push({ line, reason: raw ? bankMessages.badDate(raw) : bankMessages.missingDate });
  }
  if (cents === null || date === null) return null;
  const details = list(ntry.NtryDtls).flatMap((group) => list(group.TxDtls));
  const remittance = details
    .flatMap((tx) => [node(tx.RmtInf).Ustrd].flat())
    .map(xmlText)
    .filter(Boolean);
  const parties = node(details[0]?.RltdPties);
  const counterparty = partyName(cents >= 0 ? parties.Dbtr : parties.Cdtr) || null;
  const refs = node(details[0]?.Refs);
  const label =
    remittance.join(' ') || xmlText(details[0]?.AddtlTxInf) || xmlText(ntry.AddtlNtryInf) || counterparty || '';
  return {
    sourceLine: line,
    date,
    amountCents: cents,
    label: cleanLabel(counterparty && remittance.length > 0 ? `${label} ${counterparty}` : label),
    bankRef: xmlText(ntry.AcctSvcrRef) || xmlText(refs.AcctSvcrRef) || null,
    endToEndId: (() => {
      const id = xmlText(refs.EndToEndId);
      return id && id !== 'NOTPROVIDED' ? id : null;
    })(),
    counterparty,
  };
}

export function parseCamt053(text: string): ParsedStatement {
  const version = NAMESPACE.exec(text.slice(0, 4096))?.[1];
  if (version !== undefined && (Number(version) < 2 || Number(version) > 8)) {
    throw new StatementRefusal(bankMessages.camtVersion);
  }
  const document = node(parseSafeXml(text, ARRAYS).Document);
  const statements = list(node(document.BkToCstmrStmt).Stmt);
  if (statements.length === 0) throw new StatementRefusal(bankMessages.camtVersion);
  const positions = entryLines(text);
  const problems: LineProblem[] = [];
  const lines: StatementLine[] = [];
  const warnings: string[] = [];
  let index = 0;
  let opening: StatementBalance | null = null;
  let closing: StatementBalance | null = null;
  for (const statement of statements) {
    const first = balance(statement, ['OPBD', 'PRCD'], problems);
    const last = balance(statement, ['CLBD'], problems);
    let movements = 0;
    for (const ntry of list(statement.Ntry)) {
      const read = entry(ntry, positions[index] ?? 0, problems);
      index += 1;
      if (read === null) continue;
      lines.push(read);
      movements += read.amountCents;
    }
    if (first && last && first.cents + movements !== last.cents) {
      warnings.push(bankMessages.balanceMismatch(first.cents, movements, last.cents));
    }
    opening ??= first;
    closing = last ?? closing;
  }
  if (problems.length > 0) throw new StatementRefusal(bankMessages.unreadable(problems.length), problems);
  const iban = xmlText(node(node(node(statements[0]).Acct).Id).IBAN) || null;
  return { format: 'camt053', lines, opening, closing, iban, warnings };
}
