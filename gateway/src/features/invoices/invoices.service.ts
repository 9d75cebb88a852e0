import type { EntityManager } from '@mikro-orm/postgresql';
import {
  sellerProblem,
  type InvoiceSeller,
  MAX_AMOUNT_CENTS,
  type OperationCategory,
  type VatRegime,
  buildFacturX,
  compactIdentifier,
  computeInvoiceTotals,
  defaultDueDate,
  formatCents,
  invoiceMessages,
  lineAmounts,
  normalizeVatNumber,
  today,
  vatRateProblem,
  apiMessages,
  hasLineBreak,
  type InvoiceDocument,
  mailRuleMessages,
  parseMailAddressList,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { auditedRetryingTransaction } from '../../kernel/journal/audit-actor';
import { createTransaction, deleteTransaction } from '../financials/financials.service';
import { sellerSnapshot } from '../invoice-settings/invoice-settings.service';
import { ADMIN, STAFF, requireRole } from '../../kernel/context/access';
import { badInput, conflict, notFound } from '../../kernel/helpers/errors';
import type { Page } from '../../kernel/helpers/pagination';
import { validated } from '../../kernel/helpers/validation';
import { invoiceDocument } from './invoice-document';
import { checkChronology, numberInSeries, previewNumber } from './invoice-numbering';
import { invoiceQuery, selectInvoicePage } from './invoice-queries';
import { type InvoiceRecord, type StoredLine, selectInvoiceRecord } from './invoice-record';
import { type NewInvoice, insertInvoice, markPaid, markUnpaid } from './invoice-store';
import { invoiceView } from './invoice-view';
import {
  CancelPaymentInput,
  CreditNoteInput,
  type InvoiceLineInput,
  InvoicePaymentInput,
  type InvoiceView,
  IssueInvoiceInput,
  type NextInvoiceNumberView,
  SendInvoiceInput,
} from './invoices.types';
import { checkedAddress, queueOutgoingMail, requireMailServer } from '../mail/mail.service';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import type { MessageView } from '../../kernel/helpers/views';
import { renderIssuedInvoice } from './invoice-pdf';
import { platformConfigured, queueCashedStatus, queueTransmission } from '../e-invoicing/e-invoicing.service';

/** The business day, which decides the default dates and which invoices are overdue. */
const businessDay = (ctx: Context): string => today(ctx.deps.config.timezone);
const yearOf = (day: string): number => Number(day.slice(0, 4));

async function record(em: EntityManager, id: number, day: string, lock = false): Promise<InvoiceRecord> {
  const found = await selectInvoiceRecord(em, id, day, lock);
  if (!found) throw notFound(invoiceMessages.notFound);
  return found;
}

/** The record's view, its network label worded by whether a platform is configured now. */
async function viewOf(ctx: Context, em: EntityManager, found: InvoiceRecord): Promise<InvoiceView> {
  return invoiceView(found, await platformConfigured(em, ctx.deps.config.eInvoicing));
}

export async function listInvoices(ctx: Context, raw: Record<string, unknown>): Promise<Page<InvoiceView>> {
  requireRole(ctx, STAFF);
  const page = await selectInvoicePage(ctx.em, invoiceQuery(raw), businessDay(ctx));
  const configured = await platformConfigured(ctx.em, ctx.deps.config.eInvoicing);
  return { items: page.items.map((item) => invoiceView(item, configured)), total: page.total };
}

export async function getInvoice(ctx: Context, id: number): Promise<InvoiceView> {
  requireRole(ctx, STAFF);
  return viewOf(ctx, ctx.em, await record(ctx.em, id, businessDay(ctx)));
}

/** `PUT`/`DELETE /api/invoices/{id}`: an issued invoice is never changed; a credit note corrects it. */
export async function refuseInvoiceChange(ctx: Context, id: number): Promise<never> {
  requireRole(ctx, STAFF);
  await record(ctx.em, id, businessDay(ctx));
  throw conflict(invoiceMessages.immutable);
}

export async function nextInvoiceNumber(ctx: Context): Promise<NextInvoiceNumberView> {
  requireRole(ctx, STAFF);
  return { number: await previewNumber(ctx.em, 'invoice', yearOf(businessDay(ctx))) };
}

/** The mentions no invoice may go without (Code de commerce L441-9): 409 until the settings give them. */
function checkSeller(seller: InvoiceSeller): void {
  const problem = sellerProblem(seller);
  if (problem) throw conflict(problem);
}

/** Lines that passed the input rules, with the regime's rates and their totals in cents. */
function pricedLines(lines: readonly InvoiceLineInput[], regime: VatRegime) {
  lines.forEach((line, index) => {
    const problem = vatRateProblem(line.vatRate, regime);
    if (problem) throw badInput(apiMessages.invoiceLineProblem(index + 1, problem));
  });
  const amounts = lines.map((line) => lineAmounts(line, regime));
  const totals = computeInvoiceTotals(amounts);
  if (totals.totalCents > MAX_AMOUNT_CENTS || totals.lineTotalsCents.some((cents) => cents > MAX_AMOUNT_CENTS)) {
    throw badInput(invoiceMessages.totalTooLarge);
  }
  const stored: StoredLine[] = amounts.map((amount, index) => ({
    description: lines[index].description.trim(),
    ...amount,
    totalCents: totals.lineTotalsCents[index],
  }));
  return { lines: stored, totals };
}

/** Writes the invoice, its number taken last-minute in the same transaction. */
async function issue(ctx: Context, write: (em: EntityManager) => Promise<number>): Promise<InvoiceView> {
  return auditedRetryingTransaction(ctx, async (em) => {
    const id = await write(em);
    // A business client (with a SIREN) receives it through the Plateforme Agréée, when one is configured.
    const written = await record(em, id, businessDay(ctx));
    if (written.clientSiren && (await queueTransmission(em, ctx.deps.config.eInvoicing, id)))
      return viewOf(ctx, em, await record(em, id, businessDay(ctx)));
    return viewOf(ctx, em, written);
  });
}

/** The issued invoice's Factur-X PDF, as downloaded and mailed: what the Plateforme Agréée receives. */
export async function issuedInvoiceFile(
  em: EntityManager,
  id: number,
): Promise<{ fileName: string; bytes: Uint8Array }> {
  // The day only colours the status (overdue), which the document does not carry.
  return renderIssuedInvoice(invoiceDocument(await record(em, id, new Date().toISOString().slice(0, 10))));
}

export async function issueInvoice(ctx: Context, raw: unknown): Promise<InvoiceView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(IssueInvoiceInput, raw);
  const day = businessDay(ctx);
  const issueDate = input.issueDate ?? day;
  if (issueDate > day) throw badInput(invoiceMessages.issueDateInFuture);
  if (input.dueDate && input.dueDate < issueDate) throw badInput(invoiceMessages.dueDateBeforeIssue);
  const typed = input.number?.trim() || null;
  const siren = input.clientSiren ? compactIdentifier(input.clientSiren) : '';
  const vatNumber = input.clientVatNumber ? normalizeVatNumber(input.clientVatNumber) : '';
  return issue(ctx, async (em) => {
    const seller = await sellerSnapshot(em);
    checkSeller(seller);
    const { lines, totals } = pricedLines(input.lines, seller.vatRegime);
    const number = await numberInSeries(em, 'invoice', yearOf(issueDate), typed);
    await checkChronology(em, 'invoice', issueDate);
    return insertInvoice(em, {
      kind: 'invoice',
      number,
      clientName: input.clientName.trim(),
      clientAddress: input.clientAddress.trim(),
      clientSiren: siren || null,
      clientVatNumber: vatNumber || null,
      clientEmail: input.clientEmail?.trim() || null,
      issueDate,
      serviceDate: input.serviceDate ?? null,
      dueDate: input.dueDate ?? defaultDueDate(issueDate, seller.paymentTermsDays),
      operationCategory: input.operationCategory as OperationCategory,
      notes: input.notes?.trim() ?? '',
      seller,
      lines,
      totals,
      credited: null,
      createdBy: actor.id,
    });
  });
}

/** The credited lines: those given (under the invoice's VAT regime), or every line of the invoice. */
function creditedLines(
  invoice: InvoiceRecord,
  lines: readonly InvoiceLineInput[] | null | undefined,
): Pick<NewInvoice, 'lines' | 'totals'> {
  if (lines) return pricedLines(lines, (invoice.seller.vatRegime as VatRegime | undefined) ?? 'franchise');
  const copied = invoice.lines.map((line) => ({ ...line }));
  return { lines: copied, totals: computeInvoiceTotals(copied) };
}

export async function issueCreditNote(ctx: Context, invoiceId: number, raw: unknown): Promise<InvoiceView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(CreditNoteInput, raw);
  const day = businessDay(ctx);
  return issue(ctx, async (em) => {
    // Locked: two credit notes of one invoice cannot both pass the remaining-amount check.
    const invoice = await record(em, invoiceId, day, true);
    if (invoice.kind === 'credit_note') throw conflict(invoiceMessages.creditOfCreditNote);
    const { lines, totals } = creditedLines(invoice, input.lines);
    if (totals.totalCents > invoice.totalCents - invoice.creditedCents)
      throw conflict(invoiceMessages.creditExceedsRemaining);
    if (input.recordRefund && invoice.paidAt === null) throw conflict(invoiceMessages.refundOfUnpaid);
    const seller = await sellerSnapshot(em);
    const number = await numberInSeries(em, 'credit_note', yearOf(day), null);
    await checkChronology(em, 'credit_note', day);
    // The money given back to a client who had paid: an expense of the credit note's amount, through
    // the financials' own creation path (day totals, notification), in the credit note's transaction.
    if (input.recordRefund)
      await createTransaction(
        { ...ctx, em },
        {
          amount: formatCents(-totals.totalCents),
          description: invoiceMessages.refundDescription(number, invoice.number),
          date: day,
          category: 'Autre Dépense',
          relatedSource: invoice.clientName,
        },
      );
    return insertInvoice(em, {
      kind: 'credit_note',
      number,
      clientName: invoice.clientName,
      clientAddress: invoice.clientAddress,
      clientSiren: invoice.clientSiren,
      clientVatNumber: invoice.clientVatNumber,
      clientEmail: invoice.clientEmail,
      issueDate: day,
      serviceDate: null,
      dueDate: day,
      operationCategory: invoice.operationCategory,
      // The invoice's mentions (the 293 B exemption among them) hold for its correction too.
      notes: invoice.notes,
      seller,
      lines,
      totals,
      credited: { invoiceId: invoice.id, reason: input.reason.trim() },
      createdBy: actor.id,
    });
  });
}

/**
 * Marks the invoice Payée and adds its revenue transaction, in one database transaction. The
 * transaction goes through the financials' own creation path, so the day totals, the Telegram
 * event and every rule of a transaction apply to it as to any other.
 */
export async function recordInvoicePayment(ctx: Context, invoiceId: number, raw: unknown): Promise<InvoiceView> {
  requireRole(ctx, STAFF);
  const input = await validated(InvoicePaymentInput, raw);
  const day = businessDay(ctx);
  return auditedRetryingTransaction(ctx, async (em) => {
    const invoice = await record(em, invoiceId, day, true);
    if (invoice.kind === 'credit_note') throw conflict(invoiceMessages.paymentOfCreditNote);
    if (invoice.paidAt !== null) throw conflict(invoiceMessages.alreadyPaid);
    if (invoice.status === 'Annulée par avoir') throw conflict(invoiceMessages.fullyCredited);
    if (input.date < invoice.issueDate) throw badInput(invoiceMessages.paymentDateBeforeIssue);
    if (input.date > day) throw badInput(invoiceMessages.paymentDateInFuture);
    const transaction = await createTransaction(
      { ...ctx, em },
      {
        amount: formatCents(invoice.totalCents - invoice.creditedCents),
        description: `Paiement facture ${invoice.number}`,
        date: input.date,
        category: 'Autre Revenu',
        relatedSource: invoice.clientName,
      },
    );
    await markPaid(em, invoice.id, input.date, transaction.id);
    // A transmitted invoice tells the network it was paid (« Encaissée », 212), once.
    await queueCashedStatus(em, invoice.id, {
      amountCents: invoice.totalCents - invoice.creditedCents,
      date: input.date,
    });
    return viewOf(ctx, em, await record(em, invoice.id, day));
  });
}

/**
 * « Annuler le paiement » of a payment recorded by mistake (Admin): in one database transaction the
 * invoice goes back to unpaid (Émise or En retard), the reason journaled with the change, and its
 * revenue transaction, unlinked first, is deleted through the financials' own path. Nothing else of
 * the invoice changes.
 */
export async function cancelInvoicePayment(ctx: Context, invoiceId: number, raw: unknown): Promise<InvoiceView> {
  requireRole(ctx, ADMIN);
  const input = await validated(CancelPaymentInput, raw);
  const day = businessDay(ctx);
  return auditedRetryingTransaction(ctx, async (em) => {
    const invoice = await record(em, invoiceId, day, true);
    if (invoice.paidAt === null) throw conflict(invoiceMessages.notPaid);
    await markUnpaid(em, invoice.id, input.reason.trim());
    if (invoice.paymentTransactionId !== null) await deleteTransaction({ ...ctx, em }, invoice.paymentTransactionId);
    return viewOf(ctx, em, await record(em, invoice.id, day));
  });
}

/** The invoice's Factur-X XML (EN 16931 CII), the same one its PDF embeds. */
export async function invoiceFacturX(ctx: Context, id: number): Promise<string> {
  requireRole(ctx, STAFF);
  return buildFacturX(invoiceDocument(await record(ctx.em, id, businessDay(ctx))));
}

/** The default French message of a sent invoice. */
function invoiceMailBody(doc: InvoiceDocument, message: string): string {
  const what = doc.kind === 'credit_note' ? `l'avoir ${doc.number}` : `la facture ${doc.number}`;
  const seller = doc.seller.companyName.trim();
  const intro = message.trim() !== '' ? message.trim() : `Bonjour,\n\nVeuillez trouver ci-joint ${what}.`;
  return `${intro}\n\nCordialement,\n${seller}\n`;
}

/**
 * Queues a mail with the invoice's PDF (Factur-X embedded), the bytes of the browser's download.
 * Every address and the subject are checked first (a line break would forge a header): a refused
 * input, an unknown invoice or no mail server queue nothing.
 */
export async function sendInvoice(ctx: Context, id: number, raw: unknown): Promise<MessageView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(SendInvoiceInput, raw);
  const to = checkedAddress(input.to);
  const cc = parseMailAddressList(input.cc ?? '');
  if ('error' in cc) throw badInput(cc.error);
  if (input.subject && hasLineBreak(input.subject)) throw badInput(mailRuleMessages.lineBreak);
  await requireMailServer(ctx);
  const doc = invoiceDocument(await record(ctx.em, id, businessDay(ctx)));
  const pdf = await renderIssuedInvoice(doc);
  const title = doc.kind === 'credit_note' ? 'Avoir' : 'Facture';
  const subject = input.subject?.trim() || `${title} ${doc.number} — ${doc.seller.companyName.trim()}`;
  return auditedTransaction(ctx, async (em) => {
    await queueOutgoingMail(em, ctx, {
      kind: 'invoice',
      invoiceId: id,
      reminderLevel: null,
      to,
      cc: cc.addresses,
      subject,
      body: invoiceMailBody(doc, input.message ?? ''),
      attachments: [
        { filename: pdf.fileName, contentType: 'application/pdf', content: Buffer.from(pdf.bytes).toString('base64') },
      ],
      createdBy: actor.id,
    });
    return { message: apiMessages.invoiceSent(to) };
  });
}
