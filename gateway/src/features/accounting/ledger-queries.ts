import type { EntityManager } from '@mikro-orm/postgresql';
import { Conditions, Params, pageClause, query } from '../../kernel/database/sql';
import type { PageRequest } from '../../kernel/helpers/pagination';

export interface EntryFilters {
  /** The fiscal year (named by its closing year). */
  year?: number;
  period?: string;
  journal?: string;
  /** Part of the label, the piece reference or an account number. */
  q?: string;
}

export interface EntryRow {
  id: number;
  fiscalYear: number;
  number: number;
  journalCode: string;
  journalLabel: string;
  date: string;
  pieceRef: string;
  pieceDate: string;
  label: string;
  validDate: string;
  reversesNumber: number | null;
  lines: {
    accountNumber: string;
    accountLabel: string;
    auxNumber: string | null;
    auxLabel: string | null;
    debitCents: number;
    creditCents: number;
  }[];
}

function entryConditions(filters: EntryFilters): Conditions {
  const where = new Conditions();
  if (filters.year) where.add(`e.fiscal_year = ${where.bind(filters.year)}`);
  if (filters.period) where.add(`to_char(e.entry_date, 'YYYY-MM') = ${where.bind(filters.period)}`);
  if (filters.journal) where.add(`e.journal_code = ${where.bind(filters.journal)}`);
  if (filters.q) {
    const pattern = where.bind(`%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    where.add(`(e.label ilike ${pattern} or e.piece_ref ilike ${pattern}
                or exists (select from ledger_lines l where l.entry_id = e.id and (l.account_number like ${pattern} or l.aux_label ilike ${pattern})))`);
  }
  return where;
}

/** One page of posted entries with their lines, in the journal's order (date, then number). */
export async function selectEntryPage(
  em: EntityManager,
  filters: EntryFilters,
  page: PageRequest,
): Promise<{ items: EntryRow[]; total: number }> {
  const where = entryConditions(filters);
  const [{ total }] = await query<{ total: number }>(
    em,
    `select count(*)::int as total from ledger_entries e ${where.sql}`,
    where.values,
  );
  const params = new Params(where.values);
  const items = await query<EntryRow>(
    em,
    `select e.id, e.fiscal_year as "fiscalYear", e.number, e.journal_code as "journalCode", e.journal_label as "journalLabel",
            e.entry_date::text as date, e.piece_ref as "pieceRef", e.piece_date::text as "pieceDate", e.label,
            e.valid_date::text as "validDate", r.number as "reversesNumber",
            (select jsonb_agg(jsonb_build_object('accountNumber', l.account_number, 'accountLabel', l.account_label,
                      'auxNumber', l.aux_number, 'auxLabel', l.aux_label, 'debitCents', l.debit_cents, 'creditCents', l.credit_cents)
                      order by l.position)
               from ledger_lines l where l.entry_id = e.id) as lines
       from ledger_entries e left join ledger_entries r on r.id = e.reverses
       ${where.sql}
      order by e.entry_date, e.fiscal_year, e.number
      ${pageClause(params, page)}`,
    params.values,
  );
  return { items, total };
}

export interface BalanceRow {
  accountNumber: string;
  accountLabel: string;
  debitCents: number;
  creditCents: number;
}

/** Debit and credit totals per account over the entries the filters keep (journal and period). */
export async function selectBalance(em: EntityManager, filters: EntryFilters): Promise<BalanceRow[]> {
  const where = entryConditions({ year: filters.year, period: filters.period, journal: filters.journal });
  return query<BalanceRow>(
    em,
    `select l.account_number as "accountNumber", min(l.account_label) as "accountLabel",
            sum(l.debit_cents)::float8 as "debitCents", sum(l.credit_cents)::float8 as "creditCents"
       from ledger_lines l join ledger_entries e on e.id = l.entry_id
       ${where.sql}
      group by l.account_number order by l.account_number`,
    where.values,
  );
}
