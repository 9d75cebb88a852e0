import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account, JournalKey } from '@pilotage/domain';
import type { Chart } from '../chart';

/** An auxiliary account (a client or a supplier): the FEC's CompAuxNum and CompAuxLib. */
export interface AuxAccount {
  number: string;
  label: string;
}

export interface DerivedLine {
  account: Account;
  aux?: AuxAccount | null;
  debitCents: number;
  creditCents: number;
  /** Lines of one lettering group (an invoice's client lines and what settles them) share this key. */
  letterKey?: string | null;
}

/** The entry a business record calls for, as it stands today: balanced, never typed by anyone. */
export interface DerivedEntry {
  /** One per business record and kind of event, e.g. `invoice:12`, `payment:12`, `transaction:40`. */
  sourceKey: string;
  journal: JournalKey;
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  lines: DerivedLine[];
}

/**
 * One kind of business event and how it becomes entries (docs/product.md « Comptabilité »). A new
 * kind of event (a supplier invoice, a bank line) is a new module added to ENTRY_SOURCES.
 */
export interface EntrySource {
  name: string;
  /** Every entry of the records dated up to `upTo` (AAAA-MM-JJ, inclusive). */
  derive(em: EntityManager, chart: Chart, upTo: string): Promise<DerivedEntry[]>;
}

/** An auxiliary account number: a prefix and the name in capitals without accents or spaces. */
export function auxNumber(prefix: 'C' | 'F', name: string): string {
  const compact = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 17);
  return `${prefix}${compact || 'DIVERS'}`;
}

/** A client's auxiliary account, named after the client as invoices spell it. */
export function clientAux(name: string): AuxAccount {
  return { number: auxNumber('C', name), label: name.trim() };
}

/** The lettering group of an invoice: its own client line, its credit notes' and its payment's. */
export const invoiceLetterKey = (invoiceId: number) => `invoice:${invoiceId}`;
