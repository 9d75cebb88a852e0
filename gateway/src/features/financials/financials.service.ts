import type { EntityManager } from '@mikro-orm/postgresql';
import {
  FINANCIAL_SORTS,
  SORT_ORDERS,
  type TransactionType,
  formatCents,
  invoiceMessages,
  isCalendarDay,
  messages,
  parseCents,
  signedCents,
  supplierInvoiceMessages,
  today,
  apiMessages,
  bankMessages,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { employeeReference } from '../employees/employees.service';
import { notifyTransactionAdded } from '../notifications/business-events.service';
import { STAFF, requireRole } from '../../kernel/context/access';
import { dayRange } from '../../kernel/helpers/calendar';
import { conflict, notFound } from '../../kernel/helpers/errors';
import type { Page } from '../../kernel/helpers/pagination';
import { choiceParam, pageRequest } from '../../kernel/helpers/pagination';
import { searchParam } from '../../kernel/database/search';
import { optionalIdParam } from '../../kernel/helpers/query-params';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import {
  type FinancialQuery,
  invoicePaidBy,
  isReconciled,
  selectTransaction,
  selectTransactionPage,
  supplierInvoicePaidBy,
} from './financial-queries';
import { FinancialTransaction } from './financial-transaction.entity';
import {
  CreateFinancialTransactionInput,
  type FinancialTransactionView,
  UpdateFinancialTransactionInput,
} from './financials.types';

export const TRANSACTION_NOT_FOUND = apiMessages.transactionNotFound;

/** Filters, sort and page from a query string (snake_case or camelCase) or GraphQL arguments. */
export function financialQuery(raw: Record<string, unknown>): FinancialQuery {
  // Named, not spread first into the literal: V8 builds such a literal on its slow path (about 1 µs).
  const { startDate, endDate } = dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date);
  return {
    startDate,
    endDate,
    q: searchParam(raw.q, 'q'),
    employeeId: optionalIdParam(raw.employeeId ?? raw.employee),
    sortBy: choiceParam(raw.sortBy ?? raw.sort_by, 'sort_by', FINANCIAL_SORTS, 'date'),
    order: choiceParam(raw.order, 'order', SORT_ORDERS, 'desc'),
    ...pageRequest(raw),
  };
}

export async function listTransactions(ctx: Context, query: FinancialQuery): Promise<Page<FinancialTransactionView>> {
  requireRole(ctx, STAFF);
  return selectTransactionPage(ctx.em, query);
}

async function transactionView(em: EntityManager, id: number): Promise<FinancialTransactionView> {
  const view = await selectTransaction(em, id);
  if (!view) throw notFound(TRANSACTION_NOT_FOUND);
  return view;
}

export async function getTransaction(ctx: Context, id: number): Promise<FinancialTransactionView> {
  requireRole(ctx, STAFF);
  return transactionView(ctx.em, id);
}

/** 'YYYY-MM-DD' as is; a timestamp (the client's ISO date) becomes its day in the business time zone. */
function businessDayOf(value: string, timeZone: string): string {
  return isCalendarDay(value) ? value : today(timeZone, new Date(value));
}

/** The exact numeric(14,2) text of a validated amount; the edit form's type decides its sign. */
function storedAmount(amount: number | string, type?: TransactionType | null): string {
  return formatCents(signedCents(parseCents(amount)!, type));
}

export async function createTransaction(ctx: Context, raw: unknown): Promise<FinancialTransactionView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(CreateFinancialTransactionInput, raw);
  const timeZone = ctx.deps.config.timezone;
  return auditedRetryingTransaction(ctx, async (em) => {
    const transaction = em.create(FinancialTransaction, {
      amount: storedAmount(input.amount),
      description: input.description.trim(),
      date: input.date ? businessDayOf(input.date, timeZone) : today(timeZone),
      category: input.category ?? '',
      relatedEmployee: await employeeReference(em, input.relatedEmployeeId, messages.relatedEmployeeInvalid),
      relatedSource: input.relatedSource?.trim() ?? '',
    });
    await em.flush();
    const view = await transactionView(em, transaction.id);
    await notifyTransactionAdded(em, actor.username, {
      amount: view.amount,
      description: view.description,
      date: view.date,
      category: view.category,
      employeeName: view.relatedEmployeeName,
      source: view.relatedSource,
    });
    return view;
  });
}

/**
 * An invoice's payment changes only through the invoice (« Annuler le paiement »), so that a paid
 * invoice always has its revenue; the same for a supplier invoice's payment and its expense, and for
 * a transaction a statement line is settled with (« Annuler » in « Banque » first). The
 * database refuses it too (payment_transactions_keep, supplier_payment_transactions_keep).
 */
async function refusePayment(em: EntityManager, id: number): Promise<void> {
  const invoiceNumber = await invoicePaidBy(em, id);
  if (invoiceNumber !== null)
    throw conflict(invoiceMessages.paymentTransactionLocked(invoiceNumber), { invoiceNumber });
  const supplierInvoice = await supplierInvoicePaidBy(em, id);
  if (supplierInvoice !== null)
    throw conflict(supplierInvoiceMessages.paymentTransactionLocked(supplierInvoice), { supplierInvoice });
  // Changed or gone, it would leave its line « Rapprochée » with another amount, or with nothing.
  if (await isReconciled(em, id)) throw conflict(bankMessages.transactionReconciled);
}

export async function updateTransaction(ctx: Context, id: number, raw: unknown): Promise<FinancialTransactionView> {
  requireRole(ctx, STAFF);
  const input = await validated(UpdateFinancialTransactionInput, raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    const transaction = await em.findOne(FinancialTransaction, { id });
    if (transaction === null) throw notFound(TRANSACTION_NOT_FOUND);
    await refusePayment(em, id);
    transaction.description = input.description.trim();
    transaction.amount = storedAmount(input.amount, input.type);
    transaction.date = businessDayOf(input.date, ctx.deps.config.timezone);
    if (typeof input.category === 'string') transaction.category = input.category.trim();
    if (input.employeeId !== undefined)
      transaction.relatedEmployee = await employeeReference(em, input.employeeId, messages.relatedEmployeeInvalid);
    if (typeof input.relatedSource === 'string') transaction.relatedSource = input.relatedSource.trim();
    await em.flush();
    return transactionView(em, id);
  });
}

export async function deleteTransaction(ctx: Context, id: number): Promise<MessageView> {
  requireRole(ctx, STAFF);
  const deleted = await auditedRetryingTransaction(ctx, async (em) => {
    await refusePayment(em, id);
    return em.nativeDelete(FinancialTransaction, { id });
  });
  if (deleted === 0) throw notFound(TRANSACTION_NOT_FOUND);
  return { message: apiMessages.transactionDeleted };
}
