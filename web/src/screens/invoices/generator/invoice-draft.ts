import {
  addDays,
  DEFAULT_SELLER,
  isCalendarDay,
  type OperationCategory,
  type VatRate,
  type VatRegime,
} from '@pilotage/domain';
import type { InvoiceSettingsFieldsFragment } from '../../../graphql/generated/graphql';

/** The company, legal and payment block, as stored by the server (empty strings and the legal defaults before the first save). */
export type InvoiceSettingsValues = InvoiceSettingsFieldsFragment;

export const EMPTY_INVOICE_SETTINGS: InvoiceSettingsValues = DEFAULT_SELLER;

/** The settings' fields alone: objects read from Apollo's cache also carry a __typename the input refuses. */
export function settingsInput(values: InvoiceSettingsValues): InvoiceSettingsValues {
  const keys = Object.keys(EMPTY_INVOICE_SETTINGS) as (keyof InvoiceSettingsValues)[];
  return Object.fromEntries(keys.map((key) => [key, values[key]])) as InvoiceSettingsValues;
}

/** One line as typed: quantity and unit price stay strings until totals are computed. */
export interface InvoiceLineDraft {
  id: string;
  description: string;
  quantity: string;
  unitPrice: string;
  /** Used only when the seller is liable for VAT. */
  vatRate: VatRate;
}

/** The invoice as typed in the generator, until « Générer PDF » issues it (or prints a draft). */
export interface InvoiceDraft {
  clientName: string;
  clientAddress: string;
  /** 9 digits for a business client (spaces allowed); empty for a private person. */
  clientSiren: string;
  clientVatNumber: string;
  /** Where « Envoyer » sends the issued invoice by default. */
  clientEmail: string;
  /** null: the number the server allocates, shown as the suggestion; a string once typed by hand. */
  number: string | null;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** Date of the sale or service, when it differs from the issue date; empty otherwise. */
  serviceDate: string;
  /** null: follows the issue date plus the payment terms; a string once edited. */
  dueDate: string | null;
  operationCategory: OperationCategory;
  lines: InvoiceLineDraft[];
  notes: string;
}

export const DEFAULT_VAT_RATE: VatRate = 20;
export const DEFAULT_OPERATION_CATEGORY: OperationCategory = 'Services';

let lineSequence = 0;

export function newInvoiceLine(values: Partial<Omit<InvoiceLineDraft, 'id'>> = {}): InvoiceLineDraft {
  lineSequence += 1;
  return {
    id: `line-${lineSequence}`,
    description: '',
    quantity: '1',
    unitPrice: '0',
    vatRate: DEFAULT_VAT_RATE,
    ...values,
  };
}

export function emptyInvoice(issueDate: string): InvoiceDraft {
  return {
    clientName: '',
    clientAddress: '',
    clientSiren: '',
    clientVatNumber: '',
    clientEmail: '',
    number: null,
    issueDate,
    serviceDate: '',
    dueDate: null,
    operationCategory: DEFAULT_OPERATION_CATEGORY,
    lines: [newInvoiceLine()],
    notes: '',
  };
}

/** The settings' regime, read safely: anything but « liable » is the franchise, the default. */
export const vatRegimeOf = (settings: Pick<InvoiceSettingsValues, 'vatRegime'>): VatRegime =>
  settings.vatRegime === 'liable' ? 'liable' : 'franchise';

/** The due date shown: the one typed, else the issue date plus the payment terms (empty while the issue date is not a day). */
export function dueDateOf(invoice: Pick<InvoiceDraft, 'dueDate' | 'issueDate'>, paymentTermsDays: number): string {
  if (invoice.dueDate !== null) return invoice.dueDate;
  return isCalendarDay(invoice.issueDate) ? addDays(invoice.issueDate, paymentTermsDays) : '';
}
