import type { EntityManager } from '@mikro-orm/postgresql';
import type { BankLineState } from '@pilotage/domain';
import { Conditions, Params, isoTimestamp, pageClause, query } from '../../kernel/database/sql';
import { TextSearch } from '../../kernel/database/search';
import type { RuleCandidate, TransactionCandidate } from './bank-matching';
import type { StatementLine } from './statement-lines';
import type { BankAccountView, BankLineView, BankRuleView, BankSummaryView } from './bank.types';

/**
 * The bank's reads and bulk writes, in SQL (docs/architecture.md « MikroORM or the SQL module »):
 * balances summed by PostgreSQL, pages served by the indexes of Migration20261128030000_bank,
 * and a statement's lines inserted by one statement whatever their number.
 */

// Lines before the opening day are in the opening balance already.
const SELECT_ACCOUNTS = `
  select a.id, a.name, a.iban, a.opening_balance::float8 as "openingBalance", a.opening_date::text as "openingDate",
         (a.opening_balance + coalesce(s.total, 0))::float8 as "bankBalance",
         (a.opening_balance + coalesce(s.settled, 0))::float8 as "pilotageBalance",
         coalesce(s.open, 0)::int as "toReconcile", s.last::text as "lastLineDate",
         a.csv_mapping is not null as "hasCsvMapping", ${isoTimestamp('a.created_at')} as "createdAt"
    from bank_accounts a
    left join lateral (
      select sum(l.amount) as total, sum(l.amount) filter (where l.state = 'Rapprochée') as settled,
             count(*) filter (where l.state = 'À rapprocher') as open, max(l.booking_date) as last
        from bank_lines l where l.account_id = a.id and l.booking_date >= a.opening_date) s on true`;

export async function selectAccounts(em: EntityManager, id?: number): Promise<BankAccountView[]> {
  return id === undefined
    ? query<BankAccountView>(em, `${SELECT_ACCOUNTS} order by a.name, a.id`)
    : query<BankAccountView>(em, `${SELECT_ACCOUNTS} where a.id = $1`, [id]);
}

export interface LineFilters {
  accountId?: number;
  state?: BankLineState;
  q?: string;
  from?: string;
  to?: string;
}

type LineRow = Omit<BankLineView, 'proposals'>;

/** The lines of `from` (the table, or a page of it) with what they are matched to. */
const selectLines = (from = 'bank_lines') => `
  select l.id, l.account_id as "accountId", l.booking_date::text as date, l.amount::float8 as amount, l.label,
         l.counterparty, l.bank_ref as "bankRef", l.end_to_end_id as "endToEndId", l.state, l.match_kind as "matchKind",
         l.invoice_id as "invoiceId", i.number as "invoiceNumber", l.supplier_invoice_id as "supplierInvoiceId",
         s.reference as "supplierInvoiceReference", l.transaction_id as "transactionId",
         f.description as "transactionDescription"
    from ${from} l
    left join invoices i on i.id = l.invoice_id
    left join supplier_invoices s on s.id = l.supplier_invoice_id
    left join financial_transactions f on f.id = l.transaction_id`;
const SELECT_LINES = selectLines();

function lineConditions(filters: LineFilters): Conditions {
  const where = new Conditions();
  if (filters.accountId !== undefined) where.add(`l.account_id = ${where.bind(filters.accountId)}`);
  if (filters.state !== undefined) where.add(`l.state = ${where.bind(filters.state)}`);
  if (filters.from !== undefined) where.add(`l.booking_date >= ${where.bind(filters.from)}::date`);
  if (filters.to !== undefined) where.add(`l.booking_date <= ${where.bind(filters.to)}::date`);
  // As indexed by bank_lines_text_search_index.
  if (filters.q !== undefined)
    where.add(new TextSearch(where, filters.q).matches(`l.label || ' ' || coalesce(l.counterparty, '')`));
  return where;
}

/** Newest first (day, then id): an index range of bank_lines_*_date_index, never a sort. */
export async function selectLinePage(
  em: EntityManager,
  filters: LineFilters,
  page: { limit: number; offset: number },
): Promise<{ items: LineRow[]; total: number }> {
  const where = lineConditions(filters);
  const list = new Params(where.values);
  const [items, [{ total }]] = await Promise.all([
    query<LineRow>(
      em,
      // The page is cut from the index first, then joined: a far page skips rows, not joins.
      `${selectLines(`(select * from bank_lines l ${where.sql} order by l.booking_date desc, l.id desc ${pageClause(list, page)})`)}
        order by l.booking_date desc, l.id desc`,
      list.values,
    ),
    query<{ total: number }>(em, `select count(*)::int as total from bank_lines l ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function selectLine(em: EntityManager, id: number, lock = false): Promise<LineRow | undefined> {
  if (lock && (await query(em, 'select id from bank_lines where id = $1 for update', [id])).length === 0)
    return undefined;
  const [row] = await query<LineRow>(em, `${SELECT_LINES} where l.id = $1`, [id]);
  return row;
}

/** The open lines of an account (or of all), oldest first, for the automatic reconciliation. */
export async function selectOpenLines(em: EntityManager, accountId?: number): Promise<LineRow[]> {
  const where = lineConditions({ accountId, state: 'À rapprocher' });
  return query<LineRow>(em, `${SELECT_LINES} ${where.sql} order by l.booking_date, l.id`, where.values);
}

/**
 * For each line, the transactions of its very amount within `days` days that no line is matched with
 * yet. The ids are joined (one index probe each), not tested with `= any(…)` on every line of the table.
 */
export async function selectTransactionCandidates(
  em: EntityManager,
  lineIds: number[],
  days: number,
): Promise<Map<number, TransactionCandidate[]>> {
  const rows = await query<TransactionCandidate & { lineId: number }>(
    em,
    `select l.id as "lineId", f.id, f.date::text as date, f.description, abs(f.date - l.booking_date) as days
       from unnest($1::int[]) as wanted (id)
       join bank_lines l on l.id = wanted.id
       join financial_transactions f on f.amount = l.amount and f.date between l.booking_date - $2::int and l.booking_date + $2::int
      where not exists (select 1 from bank_lines m where m.transaction_id = f.id)
      order by l.id, days, f.id`,
    [lineIds, days],
  );
  const byLine = new Map<number, TransactionCandidate[]>();
  for (const { lineId, ...candidate } of rows) byLine.set(lineId, [...(byLine.get(lineId) ?? []), candidate]);
  return byLine;
}

const SELECT_RULES = `
  select r.id, r.label_contains as "labelContains", r.min_amount::float8 as "minAmount", r.max_amount::float8 as "maxAmount",
         r.category, r.description, r.related_employee_id as "relatedEmployeeId", e.name as "relatedEmployeeName",
         r.related_source as "relatedSource", r.position, r.enabled
    from bank_rules r left join employees e on e.id = r.related_employee_id`;

/** One rule by its id; without an id, the rules switched on, in their order (those that propose). */
export async function selectRules(em: EntityManager, id?: number): Promise<BankRuleView[]> {
  return id === undefined
    ? query<BankRuleView>(em, `${SELECT_RULES} where r.enabled order by r.position, r.id`)
    : query<BankRuleView>(em, `${SELECT_RULES} where r.id = $1`, [id]);
}

/** A page of every rule, switched off or on, in their order. */
export async function selectRulePage(
  em: EntityManager,
  page: { limit: number; offset: number },
): Promise<{ items: BankRuleView[]; total: number }> {
  const [items, [{ total }]] = await Promise.all([
    query<BankRuleView>(em, `${SELECT_RULES} order by r.position, r.id limit $1 offset $2`, [page.limit, page.offset]),
    query<{ total: number }>(em, 'select count(*)::int as total from bank_rules'),
  ]);
  return { items, total };
}

/** Every rule's id in their order, locked: rules are reordered (or added last) one at a time. */
export async function lockRuleOrder(em: EntityManager): Promise<number[]> {
  const rows = await query<{ id: number }>(em, 'select id from bank_rules order by position, id for update');
  return rows.map((row) => row.id);
}

/** Numbers the rules 1, 2, 3… in the given order, touching (and journaling) only those that move. */
export async function renumberRules(em: EntityManager, ids: readonly number[]): Promise<void> {
  await query(
    em,
    `update bank_rules r set position = o.rank
       from unnest($1::int[]) with ordinality as o (id, rank)
      where r.id = o.id and r.position <> o.rank`,
    [ids],
  );
}

export const ruleCandidate = (rule: BankRuleView): RuleCandidate => ({
  id: rule.id,
  labelContains: rule.labelContains,
  minCents: rule.minAmount === null ? null : Math.round(rule.minAmount * 100),
  maxCents: rule.maxAmount === null ? null : Math.round(rule.maxAmount * 100),
  category: rule.category,
  description: rule.description,
});

/**
 * Inserts a statement's lines, those already there left out by the unique indexes: the same
 * bank id, or the same day, amount and label at the same rank among the file's identical lines.
 * Answers how many were added.
 */
export async function insertLines(
  em: EntityManager,
  accountId: number,
  importId: number,
  lines: readonly StatementLine[],
): Promise<number> {
  const ranks = new Map<string, number>();
  const occurrence = lines.map((line) => {
    if (line.bankRef !== null) return 1;
    const key = `${line.date}|${line.amountCents}|${line.label}`;
    const rank = (ranks.get(key) ?? 0) + 1;
    ranks.set(key, rank);
    return rank;
  });
  const [{ added }] = await query<{ added: number }>(
    em,
    `with added as (
       insert into bank_lines (account_id, import_id, booking_date, amount, label, bank_ref, end_to_end_id, counterparty, occurrence)
       select $1, $2, t.* from unnest($3::date[], $4::numeric[], $5::text[], $6::text[], $7::text[], $8::text[], $9::int[]) as t
       on conflict do nothing
       returning 1)
     select count(*)::int as added from added`,
    [
      accountId,
      importId,
      lines.map((line) => line.date),
      lines.map((line) => (line.amountCents / 100).toFixed(2)),
      lines.map((line) => line.label),
      lines.map((line) => line.bankRef),
      lines.map((line) => line.endToEndId),
      lines.map((line) => line.counterparty),
      occurrence,
    ],
  );
  return added;
}

export async function insertImport(
  em: EntityManager,
  row: {
    accountId: number;
    format: string;
    fileName: string;
    lineCount: number;
    warnings: string[];
    importedBy: number;
  },
): Promise<number> {
  const [{ id }] = await query<{ id: number }>(
    em,
    `insert into bank_imports (account_id, format, file_name, line_count, added_count, warnings, imported_by)
     values ($1, $2, $3, $4, 0, $5, $6) returning id`,
    [row.accountId, row.format, row.fileName, row.lineCount, JSON.stringify(row.warnings), row.importedBy],
  );
  return id;
}

export async function recordImportCount(em: EntityManager, importId: number, added: number): Promise<void> {
  await query(em, 'update bank_imports set added_count = $2 where id = $1', [importId, added]);
}

/** Settles, unsettles or ignores a line: one row, journaled by bank_lines_audit_update. */
export async function updateLineMatch(
  em: EntityManager,
  id: number,
  match: {
    state: BankLineState;
    kind: string | null;
    invoiceId: number | null;
    supplierInvoiceId: number | null;
    transactionId: number | null;
    ruleId: number | null;
    actorId: number | null;
  },
): Promise<void> {
  await query(
    em,
    `update bank_lines set state = $2, match_kind = $3, invoice_id = $4, transaction_id = $5, rule_id = $6,
            settled_at = case when $2 = 'À rapprocher' then null else now() end,
            settled_by = case when $2 = 'À rapprocher' then null else $7::int end, supplier_invoice_id = $8
      where id = $1`,
    [
      id,
      match.state,
      match.kind,
      match.invoiceId,
      match.transactionId,
      match.ruleId,
      match.actorId,
      match.supplierInvoiceId,
    ],
  );
}

export async function accountHasSettledLines(em: EntityManager, accountId: number): Promise<boolean> {
  const rows = await query(em, `select 1 from bank_lines where account_id = $1 and state = 'Rapprochée' limit 1`, [
    accountId,
  ]);
  return rows.length > 0;
}

export async function selectSummary(em: EntityManager): Promise<BankSummaryView> {
  const [row] = await query<BankSummaryView>(
    em,
    `select count(*)::int as accounts, coalesce(sum(a."bankBalance"), 0)::float8 as "bankBalance",
            coalesce(sum(a."toReconcile"), 0)::int as "toReconcile"
       from (${SELECT_ACCOUNTS}) a`,
  );
  return row;
}

/** One import of an account at a time: two overlapping files imported at once would each miss the other's lines. */
export async function lockAccountImports(em: EntityManager, accountId: number): Promise<void> {
  await query(em, `select pg_advisory_xact_lock(hashtext('bank_import'), $1)`, [accountId]);
}

export async function transactionIsMatched(em: EntityManager, transactionId: number): Promise<boolean> {
  return (await query(em, 'select 1 from bank_lines where transaction_id = $1', [transactionId])).length > 0;
}
