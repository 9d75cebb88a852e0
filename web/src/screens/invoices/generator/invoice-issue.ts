import {
  sellerProblem,
  checkFields,
  compactIdentifier,
  invoiceMessages,
  issueInvoiceRules,
  type InvoiceDocument,
  type InvoiceSeller,
} from '@pilotage/domain';
import type { IssueInvoiceInput } from '../../../graphql/generated/graphql';
import { dueDateOf, vatRegimeOf, type InvoiceDraft, type InvoiceSettingsValues } from './invoice-draft';
import { draftTotals, parseLine } from './invoice-totals';

/** The number typed by hand, or null when the field holds the suggestion or nothing (the server allocates). */
export function typedNumber(number: string | null, suggestion: string | null): string | null {
  const typed = number?.trim();
  return typed && typed !== suggestion ? typed : null;
}

const orNull = (value: string) => value.trim() || null;

/** The date of the sale or service, only when it differs from the issue date. */
const serviceDateOf = (invoice: Pick<InvoiceDraft, 'serviceDate' | 'issueDate'>) =>
  invoice.serviceDate && invoice.serviceDate !== invoice.issueDate ? invoice.serviceDate : null;

/** The form as the IssueInvoice mutation takes it; amounts are the ones the totals show (lenient parsing). */
export function issueInput(
  invoice: InvoiceDraft,
  settings: InvoiceSettingsValues,
  suggestion: string | null,
): IssueInvoiceInput {
  const regime = vatRegimeOf(settings);
  return {
    number: typedNumber(invoice.number, suggestion),
    clientName: invoice.clientName.trim(),
    clientAddress: invoice.clientAddress.trim(),
    clientSiren: orNull(compactIdentifier(invoice.clientSiren)),
    clientVatNumber: orNull(compactIdentifier(invoice.clientVatNumber)),
    clientEmail: orNull(invoice.clientEmail.trim()),
    issueDate: invoice.issueDate,
    serviceDate: serviceDateOf(invoice),
    dueDate: orNull(dueDateOf(invoice, settings.paymentTermsDays)),
    operationCategory: invoice.operationCategory,
    lines: invoice.lines.map((line) => {
      const parsed = parseLine(line, regime);
      return {
        description: line.description.trim(),
        quantity: parsed.quantityThousandths / 1000,
        unitPrice: parsed.unitPriceCents / 100,
        // Absent under the franchise: the server applies 0.
        vatRate: regime === 'liable' ? parsed.vatRate : null,
      };
    }),
    notes: invoice.notes.trim(),
  };
}

function sellerOf(settings: InvoiceSettingsValues): InvoiceSeller {
  const { __typename: _type, ...values } = settings as InvoiceSettingsValues & { __typename?: string };
  return { ...values, vatRegime: vatRegimeOf(settings) };
}

/**
 * The draft PDF's document: the form and the settings as they are on screen. No number unless
 * one was typed by hand: the suggestion belongs to the next issued invoice, not to a draft.
 */
export function draftDocument(
  invoice: InvoiceDraft,
  settings: InvoiceSettingsValues,
  suggestion: string | null,
): InvoiceDocument {
  const regime = vatRegimeOf(settings);
  const lines = invoice.lines.map((line) => parseLine(line, regime));
  const totals = draftTotals(invoice.lines, regime);
  return {
    kind: 'invoice',
    number: typedNumber(invoice.number, suggestion) ?? '',
    issueDate: invoice.issueDate,
    serviceDate: serviceDateOf(invoice),
    dueDate: dueDateOf(invoice, settings.paymentTermsDays),
    operationCategory: invoice.operationCategory,
    seller: sellerOf(settings),
    client: {
      name: invoice.clientName.trim(),
      address: invoice.clientAddress.trim(),
      siren: orNull(compactIdentifier(invoice.clientSiren)),
      vatNumber: orNull(compactIdentifier(invoice.clientVatNumber)),
    },
    lines: lines.map((line, index) => ({ ...line, totalCents: totals.lineTotalsCents[index] })),
    subtotalCents: totals.subtotalCents,
    vat: totals.vat,
    vatTotalCents: totals.vatTotalCents,
    totalCents: totals.totalCents,
    notes: invoice.notes.trim(),
    credited: null,
  };
}

/** The first reason the gateway would refuse to issue this invoice, checked before sending: the seller, then the form. */
export function issueProblem(input: IssueInvoiceInput, settings: InvoiceSettingsValues): string | null {
  const problem =
    sellerProblem({ ...settings, vatRegime: vatRegimeOf(settings) }) ?? checkFields(issueInvoiceRules, input);
  if (problem) return problem;
  return input.dueDate && input.issueDate && input.dueDate < input.issueDate
    ? invoiceMessages.dueDateBeforeIssue
    : null;
}
