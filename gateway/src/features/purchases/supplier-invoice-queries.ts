import type { EntityManager } from '@mikro-orm/postgresql';
import {
  SUPPLIER_INVOICE_ORIGINS,
  SUPPLIER_INVOICE_STATUSES,
  type SupplierInvoiceOrigin,
  type SupplierInvoiceStatus,
  apiMessages,
  dayRangeProblem,
  isCalendarDay,
} from '@pilotage/domain';
import { Conditions, Params, isoTimestamp, pageClause, query } from '../../kernel/database/sql';
import { TextSearch, searchParam } from '../../kernel/database/search';
import { badInput } from '../../kernel/helpers/errors';
import { choiceParam, pageRequest } from '../../kernel/helpers/pagination';
import type { SupplierInvoiceView } from './purchases.types';

export interface SupplierInvoiceFilters {
  status?: SupplierInvoiceStatus;
  /** Dropped on the screen or delivered by the platform. */
  origin?: SupplierInvoiceOrigin;
  /** Part of the supplier's name, or its SIREN. */
  supplier?: string;
  /** Issued from this day, inclusive. */
  from?: string;
  to?: string;
  /** Part of the supplier, the number or the reference. */
  q?: string;
}

export interface SupplierInvoiceQuery extends SupplierInvoiceFilters {
  limit: number;
  offset: number;
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

function dayParam(raw: unknown, name: string): string | undefined {
  if (!present(raw)) return undefined;
  if (!isCalendarDay(raw)) throw badInput(apiMessages.dayParameter(name));
  return raw;
}

/** Filters and page from a query string or GraphQL arguments. */
export function supplierInvoiceQuery(raw: Record<string, unknown>): SupplierInvoiceQuery {
  const filters: SupplierInvoiceFilters = {
    status: present(raw.status) ? choiceParam(raw.status, 'status', SUPPLIER_INVOICE_STATUSES, 'À valider') : undefined,
    origin: present(raw.origin) ? choiceParam(raw.origin, 'origin', SUPPLIER_INVOICE_ORIGINS, 'upload') : undefined,
    supplier: searchParam(raw.supplier, 'supplier'),
    from: dayParam(raw.from, 'from'),
    to: dayParam(raw.to, 'to'),
    q: searchParam(raw.q, 'q'),
  };
  const problem = dayRangeProblem(filters.from, filters.to);
  if (problem) throw badInput(problem);
  return { ...filters, ...pageRequest(raw) };
}

// numeric(14,2) becomes a JSON number only here, at the edge; lines keep their decimal texts.
const SELECT = `
  select s.id, s.reference, s.status, s.format, s.kind, s.origin, s.flow_id as "flowId", s.supplier_name as "supplierName",
         s.supplier_siren as "supplierSiren", s.supplier_siret as "supplierSiret", s.supplier_vat_number as "supplierVatNumber",
         s.number, s.issue_date::text as "issueDate", s.due_date::text as "dueDate", s.currency, s.iban,
         s.subtotal::float8 as subtotal, s.vat_total::float8 as "vatTotal", s.total::float8 as total,
         s.lines, s.vat_breakdown as "vatBreakdown", s.problems, s.category,
         s.related_employee_id as "relatedEmployeeId", e.name as "relatedEmployeeName", s.refusal_reason as "refusalReason",
         s.paid_at::text as "paidAt", s.payment_transaction_id as "paymentTransactionId",
         json_build_object('id', f.id, 'fileName', f.file_name, 'contentType', f.content_type, 'size', f.size, 'sha256', f.sha256) as file,
         ${isoTimestamp('s.created_at')} as "createdAt"`;
const FROM = `
    from supplier_invoices s
    join stored_files f on f.id = s.file_id
    left join employees e on e.id = s.related_employee_id`;

function listConditions(filters: SupplierInvoiceFilters): Conditions {
  const where = new Conditions();
  if (filters.status) where.add(`s.status = ${where.bind(filters.status)}`);
  if (filters.origin) where.add(`s.origin = ${where.bind(filters.origin)}`);
  if (filters.from) where.add(`s.issue_date >= ${where.bind(filters.from)}::date`);
  if (filters.to) where.add(`s.issue_date <= ${where.bind(filters.to)}::date`);
  if (filters.supplier) {
    const digits = filters.supplier.replace(/\s/g, '');
    where.add(
      /^\d{9}$/.test(digits)
        ? `s.supplier_siren = ${where.bind(digits)}`
        : new TextSearch(where, filters.supplier).matches(
            `s.supplier_name || ' ' || coalesce(s.number, '') || ' ' || s.reference`,
          ),
    );
  }
  // One text as indexed by supplier_invoices_search_index.
  if (filters.q)
    where.add(
      new TextSearch(where, filters.q).matches(
        `s.supplier_name || ' ' || coalesce(s.number, '') || ' ' || s.reference`,
      ),
    );
  return where;
}

export async function selectSupplierInvoicePage(
  em: EntityManager,
  page: SupplierInvoiceQuery,
): Promise<{ items: SupplierInvoiceView[]; total: number }> {
  const where = listConditions(page);
  const list = new Params(where.values);
  const order = page.status
    ? 'order by s.status, s.created_at desc, s.id desc'
    : 'order by s.created_at desc, s.id desc';
  const listSql = `${SELECT} ${FROM} ${where.sql} ${order} ${pageClause(list, page)}`;
  const [items, [{ total }]] = await Promise.all([
    query<SupplierInvoiceView>(em, listSql, list.values),
    query<{ total: number }>(em, `select count(*)::int as total from supplier_invoices s ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function selectSupplierInvoice(em: EntityManager, id: number): Promise<SupplierInvoiceView | undefined> {
  const [row] = await query<SupplierInvoiceView>(em, `${SELECT} ${FROM} where s.id = $1`, [id]);
  return row;
}

/** The reference of the record already holding this supplier's number, if any (the duplicate rule). */
export async function duplicateOf(
  em: EntityManager,
  supplier: { siren: string | null; name: string },
  number: string | null,
  exceptId: number | null = null,
): Promise<string | null> {
  if (number === null) return null;
  const [row] = await query<{ reference: string }>(
    em,
    `select reference from supplier_invoices
      where supplier_key = coalesce($1, nullif(lower(btrim($2)), '')) and number = $3 and id is distinct from $4`,
    [supplier.siren, supplier.name, number, exceptId],
  );
  return row?.reference ?? null;
}

/** The next reference of the year (FF-2026-0001…): the counter row stays locked until the transaction ends. */
export async function nextReference(em: EntityManager, year: number): Promise<string> {
  const [{ sequence }] = await query<{ sequence: number }>(
    em,
    `insert into supplier_invoice_counters (year, last_sequence) values ($1, 1)
     on conflict (year) do update set last_sequence = supplier_invoice_counters.last_sequence + 1
     returning last_sequence as sequence`,
    [year],
  );
  return `FF-${year}-${String(sequence).padStart(4, '0')}`;
}

/** The file of a record, for `GET …/{id}/file`. */
export async function fileIdOf(em: EntityManager, id: number): Promise<number | null> {
  const [row] = await query<{ fileId: number }>(em, 'select file_id as "fileId" from supplier_invoices where id = $1', [
    id,
  ]);
  return row?.fileId ?? null;
}

/** An approved supplier invoice a bank debit may pay. */
export interface PayableSupplierInvoice {
  id: number;
  reference: string;
  number: string | null;
  supplierName: string;
  issueDate: string | null;
  /** Its TTC total, in cents. */
  totalCents: number;
}

/**
 * The « Approuvée » supplier invoices (not credit notes, of a positive total): `all` of them (the
 * automatic reconciliation reads them once), those whose total is one of `totalCents` or whose
 * number or reference appears in `text` (upper case), what a page of bank lines may be matched
 * with, or the one of `id`.
 */
export async function selectPayableSupplierInvoices(
  em: EntityManager,
  filter: { totalCents: number[]; text: string } | { id: number } | 'all',
): Promise<PayableSupplierInvoice[]> {
  const params = new Params();
  let matching = '';
  if (filter !== 'all' && 'id' in filter) matching = `and s.id = ${params.bind(filter.id)}`;
  else if (filter !== 'all') {
    const text = params.bind(filter.text);
    matching = `and ((s.total * 100)::bigint = any(${params.bind(filter.totalCents)}::bigint[])
                or strpos(${text}, s.reference) > 0 or strpos(${text}, upper(s.number)) > 0)`;
  }
  return query<PayableSupplierInvoice>(
    em,
    `select s.id, s.reference, s.number, s.supplier_name as "supplierName", s.issue_date::text as "issueDate",
            (s.total * 100)::float8 as "totalCents"
       from supplier_invoices s
      where s.status = 'Approuvée' and s.kind = 'invoice' and s.total > 0 ${matching}
      order by s.id`,
    params.values,
  );
}
