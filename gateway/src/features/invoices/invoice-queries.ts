import type { EntityManager } from '@mikro-orm/postgresql';
import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  NETWORK_FILTERS,
  type NetworkFilter,
  type InvoiceKind,
  type InvoiceStatus,
  dayRangeProblem,
  isCalendarDay,
  apiMessages,
} from '@pilotage/domain';
import { Conditions, Params, pageClause, query } from '../../kernel/database/sql';
import { badInput } from '../../kernel/helpers/errors';
import { choiceParam, pageRequest } from '../../kernel/helpers/pagination';
import { TextSearch, searchParam } from '../../kernel/database/search';
import { INVOICE_FROM, type InvoiceRecord, invoiceColumns, invoiceStatus } from './invoice-record';

export interface InvoiceFilters {
  status?: InvoiceStatus;
  kind?: InvoiceKind;
  /** Issued from this day, inclusive. */
  from?: string;
  /** Issued until this day, inclusive. */
  to?: string;
  /** Part of the client's name, case and accents ignored. */
  client?: string;
  /** Only the invoices with (true) or without (false) a reminder sent or on its way. */
  reminded?: boolean;
  /** Its state on the e-invoicing network, or `not_transmitted` / `not_applicable`. */
  networkState?: NetworkFilter;
}

export interface InvoiceQuery extends InvoiceFilters {
  limit: number;
  offset: number;
}

function dayParam(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (!isCalendarDay(raw)) throw badInput(apiMessages.dayParameter(name));
  return raw;
}

/** `reminded`: a GraphQL boolean, or `true`/`false` in a query string. */
function remindedParam(raw: unknown): boolean | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (typeof raw === 'boolean') return raw;
  return choiceParam(raw, 'reminded', ['true', 'false'], 'true') === 'true';
}

/** `networkState` in GraphQL, `network_state` in a query string. */
function networkParam(raw: unknown): NetworkFilter | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  return choiceParam(raw, 'network_state', NETWORK_FILTERS, 'pending');
}

/** The list's filters from a query string or GraphQL arguments. */
export function invoiceFilters(raw: Record<string, unknown>): InvoiceFilters {
  const filters: InvoiceFilters = {
    status:
      raw.status === undefined || raw.status === null || raw.status === ''
        ? undefined
        : choiceParam(raw.status, 'status', INVOICE_STATUSES, 'Émise'),
    kind:
      raw.kind === undefined || raw.kind === null || raw.kind === ''
        ? undefined
        : choiceParam(raw.kind, 'kind', INVOICE_KINDS, 'invoice'),
    from: dayParam(raw.from, 'from'),
    to: dayParam(raw.to, 'to'),
    client: searchParam(raw.client, 'client'),
    reminded: remindedParam(raw.reminded),
    networkState: networkParam(raw.networkState ?? raw.network_state),
  };
  const problem = dayRangeProblem(filters.from, filters.to);
  if (problem) throw badInput(problem);
  return filters;
}

/** Filters and page from a query string or GraphQL arguments. */
export const invoiceQuery = (raw: Record<string, unknown>): InvoiceQuery => ({
  ...invoiceFilters(raw),
  ...pageRequest(raw),
});

/** Served by e_invoicing_transmissions_state (state, invoice_id) and its primary key (invoice_id). */
function networkCondition(where: Conditions, state: NetworkFilter): string {
  if (state === 'not_applicable') return 'i.client_siren is null';
  if (state === 'not_transmitted')
    return 'i.client_siren is not null and not exists (select 1 from e_invoicing_transmissions t where t.invoice_id = i.id)';
  return `i.id in (select t.invoice_id from e_invoicing_transmissions t where t.state = ${where.bind(state)})`;
}

/** The list's conditions (`today`: the business day, for the statuses) and its order; shared with the export. */
export function invoiceListClauses(filters: InvoiceFilters, today: string): { where: Conditions; orderBy: string } {
  const where = new Conditions();
  if (filters.kind) where.add(`i.kind = ${where.bind(filters.kind)}`);
  if (filters.from) where.add(`i.issue_date >= ${where.bind(filters.from)}::date`);
  if (filters.to) where.add(`i.issue_date <= ${where.bind(filters.to)}::date`);
  // Served by invoices_client_search_index.
  if (filters.client) where.add(new TextSearch(where, filters.client).matches('i.client_name'));
  if (filters.status) where.add(`(${invoiceStatus(where.bind(today))}) = ${where.bind(filters.status)}`);
  // Served by mail_outbox_reminder_once (invoice_id, reminder_level) where kind = 'reminder'.
  if (filters.reminded !== undefined)
    where.add(
      `${filters.reminded ? '' : 'not '}exists (select 1 from mail_outbox r where r.invoice_id = i.id and r.kind = 'reminder' and r.status <> 'skipped')`,
    );
  if (filters.networkState) where.add(networkCondition(where, filters.networkState));
  return { where, orderBy: 'order by i.issue_date desc, i.id desc' };
}

/** The page's records and the number of invoices matching the filters. */
export async function selectInvoicePage(
  em: EntityManager,
  page: InvoiceQuery,
  today: string,
): Promise<{ items: InvoiceRecord[]; total: number }> {
  const { where, orderBy } = invoiceListClauses(page, today);
  const list = new Params(where.values);
  const columns = invoiceColumns(list, today);
  const listSql = `${columns} ${where.sql} ${orderBy} ${pageClause(list, page)}`;
  const [items, [{ total }]] = await Promise.all([
    query<InvoiceRecord>(em, listSql, list.values),
    query<{ total: number }>(em, `select count(*)::int as total ${INVOICE_FROM} ${where.sql}`, where.values),
  ]);
  return { items, total };
}

/** An invoice that waits for its payment, as the bank reconciliation proposes it. */
export interface PayableInvoice {
  id: number;
  number: string;
  clientName: string;
  issueDate: string;
  /** Total less its credit notes, in cents. */
  dueCents: number;
}

/**
 * The unpaid invoices (neither paid nor wholly credited): `all` of them (the automatic
 * reconciliation reads them once), those whose amount due is one of `dueCents` or whose number
 * appears in `text` (upper case), what a page of bank lines may be matched with, or the one of `id`.
 */
export async function selectPayableInvoices(
  em: EntityManager,
  filter: { dueCents: number[]; text: string } | { id: number } | 'all',
): Promise<PayableInvoice[]> {
  const params = new Params();
  const matching =
    filter === 'all'
      ? ''
      : 'id' in filter
        ? `and i.id = ${params.bind(filter.id)}`
        : `and (i.total_cents - coalesce(c.cents, 0) = any(${params.bind(filter.dueCents)}::bigint[]) or strpos(${params.bind(filter.text)}, upper(i.number)) > 0)`;
  return query<PayableInvoice>(
    em,
    `select i.id, i.number, i.client_name as "clientName", i.issue_date::text as "issueDate",
            (i.total_cents - coalesce(c.cents, 0))::float8 as "dueCents"
       from invoices i
       left join (select n.credited_invoice_id, sum(n.total_cents) as cents from invoices n
                   where n.credited_invoice_id is not null group by n.credited_invoice_id) c on c.credited_invoice_id = i.id
      where i.kind = 'invoice' and i.paid_at is null and i.total_cents - coalesce(c.cents, 0) > 0 ${matching}
      order by i.id`,
    params.values,
  );
}
