import type { StatementFormat } from '@pilotage/domain';
import { isCalendarDay } from '@pilotage/domain';

/** One movement of a statement, as read from the file, before it is stored. */
export interface StatementLine {
  /** Where it is in the file (a text line; for CAMT.053 the line of its <Ntry>), for the messages. */
  sourceLine: number;
  /** 'YYYY-MM-DD', the booking date. */
  date: string;
  /** Signed: a credit is positive, a debit negative. */
  amountCents: number;
  label: string;
  /** The bank's own id of the movement (CAMT.053 AcctSvcrRef, OFX FITID, a CSV reference column). */
  bankRef: string | null;
  endToEndId: string | null;
  counterparty: string | null;
}

export interface StatementBalance {
  date: string;
  cents: number;
}

/** A file read: its lines and what it says about its balances. */
export interface ParsedStatement {
  format: StatementFormat;
  lines: StatementLine[];
  opening: StatementBalance | null;
  closing: StatementBalance | null;
  /** The IBAN the statement is for, when the file names it. */
  iban: string | null;
  /** What the file says that does not add up (balances against entries): reported, not hidden. */
  warnings: string[];
}

export interface LineProblem {
  /** The file's line, or null for the whole file. */
  line: number | null;
  reason: string;
}

/** A file that cannot be imported as it is: nothing of it is stored. */
export class StatementRefusal extends Error {
  constructor(
    message: string,
    readonly problems: LineProblem[] = [],
    /** 413 for a file over the limits, else 422. */
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'StatementRefusal';
  }
}

/** Spaces collapsed: the label as stored and as compared for duplicates. */
export const cleanLabel = (text: string): string => text.replace(/\s+/g, ' ').trim();

/**
 * A decimal amount written by a bank, in cents: '1 234,56', '-12.5', '+3,00 €', '1.234,56'.
 * `decimal` is the mark of the decimals; the other mark, spaces and a currency are grouping noise.
 * More than two decimals are accepted only as trailing zeros (CAMT.053 allows five).
 */
export function bankAmountCents(raw: string, decimal: ',' | '.'): number | null {
  let text = raw.replace(/[\s\u00a0\u202f]/g, '').replace(/(€|EUR)$/i, '');
  const negative = /^-|-$|^\(.*\)$/.test(text);
  text = text.replace(/^[-+(]|[-)]$/g, '');
  const grouping = decimal === ',' ? '.' : ',';
  text = text.split(grouping).join('');
  const match = new RegExp(`^(\\d+)(?:\\${decimal}(\\d+))?$`).exec(text);
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2 && !/^0+$/.test(fraction.slice(2))) return null;
  if (whole.replace(/^0+/, '').length > 12) return null;
  const cents = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  return negative && cents !== 0 ? -cents : cents;
}

/** 'YYYY-MM-DD' from a day written d/m/y (French, 2- or 4-digit year) or y-m-d, with /, - or . between; null if no such day. */
export function bankDay(raw: string, order: 'dmy' | 'ymd'): string | null {
  const text = raw.trim();
  const parts =
    order === 'ymd'
      ? /^(\d{4})[-/.]?(\d{2})[-/.]?(\d{2})(?:[T\s].*)?$/.exec(text)?.slice(1)
      : /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})$/.exec(text)?.slice(1).reverse();
  if (!parts) return null;
  const [year, month, day] = parts;
  const fullYear = year.length === 2 ? `20${year}` : year;
  const iso = `${fullYear}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : null;
}
