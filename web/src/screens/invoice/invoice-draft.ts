import type { InvoiceSettingsFieldsFragment } from '../../graphql/generated/graphql';

/** The company and payment block, as stored by the server (empty strings before the first save). */
export type InvoiceSettingsValues = InvoiceSettingsFieldsFragment;

export const EMPTY_INVOICE_SETTINGS: InvoiceSettingsValues = {
  companyName: '',
  companyAddress1: '',
  companyAddress2: '',
  companyEmail: '',
  companyPhone: '',
  accountHolder: '',
  bankName: '',
  iban: '',
  bic: '',
  defaultNotes: '',
};

/** The ten fields alone: objects read from Apollo's cache also carry a __typename the input refuses. */
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
}

/** The invoice itself lives only in the browser (docs/product.md §3); nothing of it is sent to the server. */
export interface InvoiceDraft {
  clientName: string;
  clientAddress: string;
  number: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  lines: InvoiceLineDraft[];
  notes: string;
}

let lineSequence = 0;

export function newInvoiceLine(values: Partial<Omit<InvoiceLineDraft, 'id'>> = {}): InvoiceLineDraft {
  lineSequence += 1;
  return { id: `line-${lineSequence}`, description: '', quantity: '1', unitPrice: '0', ...values };
}

export function emptyInvoice(issueDate: string): InvoiceDraft {
  return { clientName: '', clientAddress: '', number: '', issueDate, lines: [newInvoiceLine()], notes: '' };
}
