import type { EntityManager } from '@mikro-orm/postgresql';
import { FEC_COLUMNS } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';

/**
 * The Fichier des Écritures Comptables of one fiscal year (article A47 A-1 du LPF;
 * BOI-CF-IOR-60-40-20): a flat file, one line per entry line, the 18 columns in their order
 * separated by tabs, a first line with their names, dates AAAAMMJJ, amounts with a decimal comma
 * and no thousands separator, entries in validation order with their continuous numbers.
 *
 * Lettering is read from the posted lines: an invoice's group (its client line, its credit notes',
 * its payment's) is lettered once its lines dated within the year balance; the letter comes from
 * the invoice's id, so it never moves, and DateLet is the last of those dates. Nothing dated after
 * the year counts, so a closed year exports byte for byte the same file every time.
 */

interface FecLine {
  journalCode: string;
  journalLabel: string;
  number: number;
  entryDate: string;
  accountNumber: string;
  accountLabel: string;
  auxNumber: string | null;
  auxLabel: string | null;
  pieceRef: string;
  pieceDate: string;
  label: string;
  debitCents: number;
  creditCents: number;
  letterKey: string | null;
  letterDate: string | null;
  validDate: string;
}

/** AAAAMMJJ. */
export const fecDate = (day: string) => day.replaceAll('-', '');
/** 1234,50: a decimal comma, no thousands separator. */
export const fecAmount = (cents: number) =>
  `${Math.trunc(cents / 100)},${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** No field may carry the separator or a line break. */
const field = (text: string | null) => (text ?? '').replace(/[\t\r\n]+/g, ' ').trim();

/** A stable letter from the group's invoice id: 1 → AAA, 2 → AAB… */
export function letterCode(key: string): string {
  let n = Number(key.split(':')[1]) - 1;
  let code = '';
  do {
    code = String.fromCharCode(65 + (n % 26)) + code;
    n = Math.floor(n / 26);
  } while (n > 0);
  return code.padStart(3, 'A');
}

export async function fecLines(em: EntityManager, fiscalYear: number, yearEnd: string): Promise<FecLine[]> {
  return query<FecLine>(
    em,
    `with groups as (
       select l.letter_key, max(e.entry_date)::text as letter_date
         from ledger_lines l join ledger_entries e on e.id = l.entry_id
        where l.letter_key is not null and e.entry_date <= $2::date
        group by l.letter_key
       having sum(l.debit_cents - l.credit_cents) = 0
     )
     select e.journal_code as "journalCode", e.journal_label as "journalLabel", e.number, e.entry_date::text as "entryDate",
            l.account_number as "accountNumber", l.account_label as "accountLabel", l.aux_number as "auxNumber",
            l.aux_label as "auxLabel", e.piece_ref as "pieceRef", e.piece_date::text as "pieceDate", e.label,
            l.debit_cents::float8 as "debitCents", l.credit_cents::float8 as "creditCents",
            g.letter_key as "letterKey", g.letter_date as "letterDate", e.valid_date::text as "validDate"
       from ledger_entries e join ledger_lines l on l.entry_id = e.id
       left join groups g on g.letter_key = l.letter_key
      where e.fiscal_year = $1
      order by e.valid_date, e.number, l.position`,
    [fiscalYear, yearEnd],
  );
}

/** The file's text: the header line, then one line per entry line, CRLF-terminated. */
export function fecText(lines: readonly FecLine[]): string {
  const rows = lines.map((line) =>
    [
      field(line.journalCode),
      field(line.journalLabel),
      String(line.number),
      fecDate(line.entryDate),
      line.accountNumber,
      field(line.accountLabel),
      field(line.auxNumber),
      field(line.auxLabel),
      field(line.pieceRef),
      fecDate(line.pieceDate),
      field(line.label),
      fecAmount(line.debitCents),
      fecAmount(line.creditCents),
      line.letterKey ? letterCode(line.letterKey) : '',
      line.letterDate ? fecDate(line.letterDate) : '',
      fecDate(line.validDate),
      '',
      '',
    ].join('\t'),
  );
  return [FEC_COLUMNS.join('\t'), ...rows].map((row) => `${row}\r\n`).join('');
}
