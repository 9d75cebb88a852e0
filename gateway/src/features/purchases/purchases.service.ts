import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  compactIdentifier,
  formatCents,
  messages,
  normalizeVatNumber,
  parseCents,
  supplierInvoiceMessages as say,
  type SupplierInvoiceOrigin,
  today,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { ADMIN, STAFF, requireRole } from '../../kernel/context/access';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { query } from '../../kernel/database/sql';
import { badInput, conflict, isUniqueViolation, notFound, unprocessable } from '../../kernel/helpers/errors';
import type { Page } from '../../kernel/helpers/pagination';
import { validated } from '../../kernel/helpers/validation';
import { APPROVED_CODE, REFUSED_CODE, queueSupplierInvoiceStatus } from '../e-invoicing/e-invoicing.service';
import { employeeReference } from '../employees/employees.service';
import { createTransaction, deleteTransaction, getTransaction } from '../financials/financials.service';
import type { FinancialTransactionView } from '../financials/financials.types';
import { FinancialTransaction } from '../financials/financial-transaction.entity';
import { type StoredFileContent, cleanFileName, insertFile, selectFileContent } from './file-store';
import { sniffFileType } from './file-type';
import type { ParsedInvoice } from './parsed-invoice';
import {
  SupplierInvoiceApprovalInput,
  SupplierInvoiceEditInput,
  SupplierInvoicePaymentInput,
  SupplierInvoiceRefusalInput,
  type SupplierInvoiceView,
} from './purchases.types';
import { readSupplierDocument } from './supplier-document';
import { SupplierInvoice } from './supplier-invoice.entity';
import {
  duplicateOf,
  fileIdOf,
  nextReference,
  selectSupplierInvoice,
  selectSupplierInvoicePage,
  supplierInvoiceQuery,
} from './supplier-invoice-queries';

/** The file sent, as the transport hands it over. */
export interface ReceivedFile {
  bytes: Buffer;
  fileName: string | undefined;
}
/** Reads the sent file: called once the caller's role is checked, so nobody else's upload is ever buffered. */
export type FileReader = () => Promise<ReceivedFile>;

const businessDay = (ctx: Context): string => today(ctx.deps.config.timezone);
const cents = (value: number | null) => (value === null ? null : formatCents(value));

async function view(em: EntityManager, id: number): Promise<SupplierInvoiceView> {
  const found = await selectSupplierInvoice(em, id);
  if (!found) throw notFound(say.notFound);
  return found;
}

async function entity(em: EntityManager, id: number): Promise<SupplierInvoice> {
  // Locked: two approvals, or an approval and a payment, of one record cannot cross.
  const found = await em.findOne(SupplierInvoice, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!found) throw notFound(say.notFound);
  return found;
}

function duplicate(reference: string) {
  return conflict(say.duplicate(reference), { reference });
}

/** What the record keeps of a structured invoice (or nothing, for a receipt to complete by hand). */
function readFields(invoice: ParsedInvoice | null) {
  if (!invoice)
    return {
      supplierName: '',
      supplierSiren: null,
      supplierSiret: null,
      supplierVatNumber: null,
      number: null,
      issueDate: null,
      dueDate: null,
      iban: null,
      subtotal: null,
      vatTotal: null,
      total: null,
      lines: [],
      vatBreakdown: [],
    };
  return {
    kind: invoice.kind,
    supplierName: invoice.supplierName.slice(0, 200),
    supplierSiren: invoice.supplierSiren,
    supplierSiret: invoice.supplierSiret,
    supplierVatNumber: invoice.supplierVatNumber?.slice(0, 20) ?? null,
    number: invoice.number?.slice(0, 100) ?? null,
    issueDate: invoice.issueDate,
    dueDate: invoice.dueDate,
    currency: /^[A-Z]{3}$/.test(invoice.currency ?? '') ? invoice.currency! : 'EUR',
    iban: invoice.iban?.slice(0, 34) ?? null,
    subtotal: cents(invoice.subtotalCents ?? invoice.linesTotalCents),
    vatTotal: cents(invoice.vatTotalCents),
    total: cents(invoice.totalCents),
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      total: line.totalCents === null ? null : line.totalCents / 100,
    })),
    vatBreakdown: invoice.vat.map((entry) => ({
      rate: entry.rate,
      base: entry.baseCents === null ? null : entry.baseCents / 100,
      amount: entry.amountCents === null ? null : entry.amountCents / 100,
    })),
  };
}

/** A file to enter as a supplier invoice, whoever brings it. */
export interface IncomingSupplierFile extends ReceivedFile {
  origin: SupplierInvoiceOrigin;
  /** The platform's flow it came in (origin `platform`). */
  flowId?: string | null;
}

/**
 * The intake shared by an upload and a flow delivered by the Plateforme Agréée: reads the file (422
 * when it cannot be read at all), refuses the same supplier's same number twice (409), then keeps
 * the original and the record À valider, with its origin, in one database transaction (a savepoint
 * inside the caller's). The caller checks who may bring it.
 */
export async function fileSupplierInvoice(ctx: Context, file: IncomingSupplierFile): Promise<SupplierInvoiceView> {
  const document = await readSupplierDocument(file.bytes);
  const fields = readFields(document.invoice);
  const supplier = { siren: fields.supplierSiren, name: fields.supplierName };
  try {
    return await auditedRetryingTransaction(ctx, async (em) => {
      const existing = await duplicateOf(em, supplier, fields.number);
      if (existing) throw duplicate(existing);
      const stored = await insertFile(em, {
        bytes: file.bytes,
        contentType: document.contentType as StoredFileContent['contentType'],
        fileName: cleanFileName(file.fileName, 'document'),
        createdBy: ctx.actor?.id ?? null,
      });
      const record = em.create(SupplierInvoice, {
        ...fields,
        reference: await nextReference(em, Number(businessDay(ctx).slice(0, 4))),
        format: document.format,
        fileId: stored.id,
        problems: document.problems,
        origin: file.origin,
        flowId: file.flowId ?? null,
        createdBy: ctx.actor?.id ?? null,
      });
      await em.flush();
      return view(em, record.id);
    });
  } catch (error) {
    // Two uploads of one invoice at once: the unique index stops the second.
    if (!isUniqueViolation(error)) throw error;
    const existing = await duplicateOf(ctx.em, supplier, fields.number);
    if (existing) throw duplicate(existing);
    throw error;
  }
}

/** `POST /api/supplier-invoices`: a file dropped on « Factures fournisseurs ». */
export async function receiveSupplierInvoice(ctx: Context, read: FileReader): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  return fileSupplierInvoice(ctx, { ...(await read()), origin: 'upload' });
}

export async function listSupplierInvoices(
  ctx: Context,
  raw: Record<string, unknown>,
): Promise<Page<SupplierInvoiceView>> {
  requireRole(ctx, STAFF);
  return selectSupplierInvoicePage(ctx.em, supplierInvoiceQuery(raw));
}

export async function getSupplierInvoice(ctx: Context, id: number): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  return view(ctx.em, id);
}

/** The original bytes, as received. */
export async function supplierInvoiceFile(ctx: Context, id: number): Promise<StoredFileContent> {
  requireRole(ctx, STAFF);
  const fileId = await fileIdOf(ctx.em, id);
  const file = fileId === null ? undefined : await selectFileContent(ctx.em, fileId);
  if (!file) throw notFound(say.notFound);
  return file;
}

const trimmedOrNull = (value: string) => value.trim() || null;
const amountText = (value: number | string | null) => (value === null ? null : formatCents(parseCents(value)!));

/** « Modifier »: only while À valider; absent fields stay, null clears. */
export async function updateSupplierInvoice(ctx: Context, id: number, raw: unknown): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  const input = await validated(SupplierInvoiceEditInput, raw);
  try {
    return await auditedRetryingTransaction(ctx, async (em) => {
      const record = await entity(em, id);
      if (record.status !== 'À valider') throw conflict(say.notEditable);
      if (input.supplierName !== undefined) record.supplierName = input.supplierName?.trim() ?? '';
      if (input.supplierSiren !== undefined) {
        record.supplierSiren = input.supplierSiren ? trimmedOrNull(compactIdentifier(input.supplierSiren)) : null;
        if (record.supplierSiret && record.supplierSiret.slice(0, 9) !== record.supplierSiren)
          record.supplierSiret = null;
      }
      if (input.supplierVatNumber !== undefined)
        record.supplierVatNumber = input.supplierVatNumber
          ? trimmedOrNull(normalizeVatNumber(input.supplierVatNumber))
          : null;
      if (input.number !== undefined) record.number = input.number ? trimmedOrNull(input.number) : null;
      if (input.issueDate !== undefined) record.issueDate = input.issueDate ?? null;
      if (input.dueDate !== undefined) record.dueDate = input.dueDate ?? null;
      if (input.subtotal !== undefined) record.subtotal = amountText(input.subtotal ?? null);
      if (input.vatTotal !== undefined) record.vatTotal = amountText(input.vatTotal ?? null);
      if (input.total !== undefined) record.total = amountText(input.total ?? null);
      if (input.iban !== undefined)
        record.iban = input.iban ? trimmedOrNull(compactIdentifier(input.iban).toUpperCase()) : null;
      const existing = await duplicateOf(
        em,
        { siren: record.supplierSiren, name: record.supplierName },
        record.number,
        id,
      );
      if (existing) throw duplicate(existing);
      await em.flush();
      return view(em, id);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(say.duplicate('FF-…'));
    throw error;
  }
}

/**
 * « Approuver »: the expense's category and related employee chosen; a record with problems asks
 * for `confirm` (409 without it), one without a supplier or a total cannot be approved.
 */
export async function approveSupplierInvoice(ctx: Context, id: number, raw: unknown): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  const input = await validated(SupplierInvoiceApprovalInput, raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    const record = await entity(em, id);
    if (record.status !== 'À valider') throw conflict(say.notPending);
    if (!record.supplierName.trim() || record.total === null) throw conflict(say.approveIncomplete);
    if (record.problems.length > 0 && input.confirm !== true) throw conflict(say.confirmProblems);
    record.status = 'Approuvée';
    if (typeof input.category === 'string') record.category = input.category;
    if (input.relatedEmployeeId !== undefined)
      record.relatedEmployee = await employeeReference(em, input.relatedEmployeeId, messages.relatedEmployeeInvalid);
    await em.flush();
    // A delivered invoice's supplier hears of it through the platform.
    await queueSupplierInvoiceStatus(em, ctx.deps.config.eInvoicing, id, {
      code: APPROVED_CODE,
      date: businessDay(ctx),
    });
    return view(em, id);
  });
}

export async function refuseSupplierInvoice(ctx: Context, id: number, raw: unknown): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  const input = await validated(SupplierInvoiceRefusalInput, raw);
  return auditedRetryingTransaction(ctx, async (em) => {
    const record = await entity(em, id);
    if (record.status !== 'À valider') throw conflict(say.notPending);
    record.status = 'Refusée';
    record.refusalReason = input.reason.trim();
    await em.flush();
    await queueSupplierInvoiceStatus(em, ctx.deps.config.eInvoicing, id, {
      code: REFUSED_CODE,
      date: businessDay(ctx),
      reason: record.refusalReason,
    });
    return view(em, id);
  });
}

/**
 * « Payée »: in one database transaction, the expense (the TTC total, negative; positive for a
 * credit note, which the supplier refunds) goes through the financials' own creation path, so the
 * day totals, the statistics and the notification count it like any other; the original is
 * attached to it as its receipt, and the record points at it.
 */
export async function paySupplierInvoice(ctx: Context, id: number, raw: unknown): Promise<SupplierInvoiceView> {
  requireRole(ctx, STAFF);
  const input = await validated(SupplierInvoicePaymentInput, raw);
  const day = businessDay(ctx);
  return auditedRetryingTransaction(ctx, async (em) => {
    const record = await entity(em, id);
    if (record.status !== 'Approuvée') throw conflict(say.notApproved);
    if (record.issueDate && input.date < record.issueDate) throw badInput(say.paymentDateBeforeIssue);
    if (input.date > day) throw badInput(say.paymentDateInFuture);
    const totalCents = parseCents(record.total)!;
    const kindLabel = record.kind === 'credit_note' ? 'Avoir fournisseur' : 'Facture fournisseur';
    const transaction = await createTransaction(
      { ...ctx, em },
      {
        amount: formatCents(record.kind === 'credit_note' ? Math.abs(totalCents) : -Math.abs(totalCents)),
        description: `${kindLabel} ${record.number ?? record.reference} (${record.reference})`,
        date: input.date,
        category: record.category || (record.kind === 'credit_note' ? 'Autre Revenu' : 'Autre Dépense'),
        relatedEmployeeId: record.relatedEmployee?.id ?? null,
        relatedSource: record.supplierName.slice(0, 200),
      },
    );
    await attachFile(em, transaction.id, record.fileId);
    record.status = 'Payée';
    record.paidAt = input.date;
    record.paymentTransaction = em.getReference(FinancialTransaction, transaction.id);
    await em.flush();
    return view(em, id);
  });
}

/**
 * Undoes a payment recorded by mistake (Admin, as an invoice's « Annuler le paiement »): in one
 * database transaction the record goes back to « Approuvée », journaled, and its expense
 * transaction, unlinked first, is deleted through the financials' own path (its receipt link with it;
 * the original stays kept).
 */
export async function cancelSupplierInvoicePayment(ctx: Context, id: number): Promise<SupplierInvoiceView> {
  requireRole(ctx, ADMIN);
  return auditedRetryingTransaction(ctx, async (em) => {
    const record = await entity(em, id);
    if (record.status !== 'Payée') throw conflict(say.notPaid);
    // A bank line settled with this payment is unmatched from « Banque », which cancels it here too.
    if ((await query(em, 'select 1 from bank_lines where supplier_invoice_id = $1', [id])).length > 0)
      throw conflict(say.paidByBankLine);
    const transactionId = record.paymentTransaction?.id ?? null;
    record.status = 'Approuvée';
    record.paidAt = null;
    record.paymentTransaction = null;
    await em.flush();
    if (transactionId !== null) await deleteTransaction({ ...ctx, em }, transactionId);
    return view(em, id);
  });
}

/**
 * A transaction's receipt: one per transaction, a new one replaces the link (the old file stays kept). Written on
 * the transaction's row, which an invoice's payment rules and the totals leave free for it.
 */
async function attachFile(em: EntityManager, transactionId: number, fileId: number): Promise<void> {
  await query(em, 'update financial_transactions set receipt_file_id = $2, receipt_attached_at = now() where id = $1', [
    transactionId,
    fileId,
  ]);
}

/**
 * `POST /api/financials/{id}/attachment`: a receipt (PDF, JPEG, PNG or an invoice's XML) kept in the
 * same store as supplier invoices and linked to the transaction; answers the transaction.
 */
export async function attachTransactionReceipt(
  ctx: Context,
  transactionId: number,
  read: FileReader,
): Promise<FinancialTransactionView> {
  const actor = requireRole(ctx, STAFF);
  const file = await read();
  if (file.bytes.length === 0) throw unprocessable(say.fileEmpty);
  const contentType = sniffFileType(file.bytes);
  if (contentType === null) throw unprocessable(say.unsupportedFile);
  return auditedRetryingTransaction(ctx, async (em) => {
    await getTransaction({ ...ctx, em }, transactionId);
    const stored = await insertFile(em, {
      bytes: file.bytes,
      contentType,
      fileName: cleanFileName(file.fileName, 'justificatif'),
      createdBy: actor.id,
    });
    await attachFile(em, transactionId, stored.id);
    return getTransaction({ ...ctx, em }, transactionId);
  });
}

/** The receipt attached to a transaction, as received. */
export async function transactionReceipt(ctx: Context, transactionId: number): Promise<StoredFileContent> {
  requireRole(ctx, STAFF);
  const [row] = await query<{ fileId: number }>(
    ctx.em,
    'select receipt_file_id as "fileId" from financial_transactions where id = $1 and receipt_file_id is not null',
    [transactionId],
  );
  const file = row ? await selectFileContent(ctx.em, row.fileId) : undefined;
  if (!file) throw notFound(say.attachmentNotFound);
  return file;
}
