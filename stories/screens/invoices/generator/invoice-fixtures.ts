import { computeInvoiceTotals, DEFAULT_SELLER, lineVatRate, type VatRegime } from '@pilotage/domain';
import type { InvoiceFieldsFragment, IssueInvoiceInput } from '../../../../web/src/graphql/generated/graphql';
import {
  settingsInput,
  vatRegimeOf,
  type InvoiceDraft,
  type InvoiceLineDraft,
  type InvoiceSettingsValues,
} from '../../../../web/src/screens/invoices/generator/invoice-draft';

export const invoiceSettings: InvoiceSettingsValues = {
  companyName: 'Atelier Éloïse Martin',
  companyAddress1: '12 rue des Peupliers',
  companyAddress2: '69003 Lyon',
  companyEmail: 'eloise@atelier-martin.fr',
  companyPhone: '06 12 34 56 78',
  accountHolder: 'Éloïse Martin',
  bankName: 'Crédit Agricole',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  defaultNotes: 'Paiement à 30 jours. Pénalités de retard : 3 fois le taux légal.',
  siret: '73282932000074',
  legalForm: 'Entrepreneur individuel',
  soleTrader: true,
  shareCapital: '',
  registration: 'RM 69 732 829 320',
  vatNumber: '',
  vatRegime: 'franchise',
  paymentTermsDays: 30,
  latePenaltyRate: "trois fois le taux d'intérêt légal",
};

export const invoiceLines: InvoiceLineDraft[] = [
  { id: 'l1', description: 'Création du site vitrine', quantity: '1', unitPrice: '1200', vatRate: 20 },
  { id: 'l2', description: 'Séance photo produits (demi-journée)', quantity: '0.5', unitPrice: '480', vatRate: 20 },
  { id: 'l3', description: 'Impression de cartes de visite', quantity: '3', unitPrice: '0.10', vatRate: 20 },
];

export const filledInvoice: InvoiceDraft = {
  clientName: 'Boulangerie Lefèvre',
  clientAddress: '8 place de la Mairie\n21000 Dijon',
  clientSiren: '732 829 320',
  clientVatNumber: '',
  clientEmail: '',
  number: 'F-2026-042',
  issueDate: '2026-03-05',
  serviceDate: '2026-02-27',
  dueDate: null,
  operationCategory: 'Services',
  lines: invoiceLines,
  notes: 'Merci pour votre confiance !',
};

/** The next number of the series, as NextInvoiceNumber answers. */
export const numberSuggestion = 'F-2026-0003';

/** Every mention there and the number left to the series: « Générer PDF » issues it. */
export const readyInvoice: InvoiceDraft = { ...filledInvoice, number: null };

/** A first use: only the company's name saved. */
export const companyNameOnly: InvoiceSettingsValues = { ...DEFAULT_SELLER, companyName: 'Atelier Éloïse Martin' };

/** What a new user types first: a client, a number of their own, one line of 2 × 150. */
export const firstTryInvoice: InvoiceDraft = {
  clientName: 'Client Test',
  clientAddress: '',
  clientSiren: '',
  clientVatNumber: '',
  clientEmail: 'contact@garage-martin.fr',
  number: 'F-2026-001',
  issueDate: '2026-03-05',
  serviceDate: '',
  dueDate: null,
  operationCategory: 'Services',
  lines: [{ id: 'f1', description: '', quantity: '2', unitPrice: '150', vatRate: 20 }],
  notes: '',
};

/** A company liable for VAT: share capital, RCS, VAT number. */
export const liableSettings: InvoiceSettingsValues = {
  ...invoiceSettings,
  companyName: 'Martin Création SARL',
  legalForm: 'SARL',
  soleTrader: false,
  shareCapital: '10 000 €',
  registration: 'RCS Lyon 732 829 320',
  vatNumber: 'FR44732829320',
  vatRegime: 'liable',
};

/** Lines at three rates: 20 % (services), 5,5 % (books) and 10 % (catering). */
export const liableInvoice: InvoiceDraft = {
  ...filledInvoice,
  number: null,
  operationCategory: 'Mixte',
  lines: [
    { id: 'v1', description: 'Création du site vitrine', quantity: '1', unitPrice: '1200', vatRate: 20 },
    { id: 'v2', description: 'Livres de recettes', quantity: '12', unitPrice: '18.90', vatRate: 5.5 },
    { id: 'v3', description: 'Buffet du lancement', quantity: '1', unitPrice: '350', vatRate: 10 },
  ],
};

export const manyLinesInvoice: InvoiceDraft = {
  ...filledInvoice,
  number: 'F-2026-043',
  lines: Array.from({ length: 40 }, (_, index) => ({
    id: `m${index}`,
    description: `Prestation n° ${index + 1} — entretien mensuel`,
    quantity: '1',
    unitPrice: '1234.5',
    vatRate: 20,
  })),
};

const euros = (cents: number) => cents / 100;

/**
 * What the server answers to IssueInvoice for `input`: the invoice numbered `number`, its totals
 * computed by the domain, the seller's settings recorded (a fake server for stories and tests).
 */
export function issuedInvoiceOf(input: IssueInvoiceInput, seller: InvoiceSettingsValues, number: string, id = 3) {
  const regime: VatRegime = vatRegimeOf(seller);
  const amounts = input.lines.map((line) => ({
    quantityThousandths: Math.round(line.quantity * 1000),
    unitPriceCents: Math.round(line.unitPrice * 100),
    vatRate: lineVatRate(line.vatRate, regime),
  }));
  const totals = computeInvoiceTotals(amounts);
  // Typenames as a server sends them, for Apollo's cache; checked against the fragment below.
  const invoice = {
    __typename: 'Invoice',
    id,
    kind: 'invoice',
    number,
    status: 'Émise',
    clientName: input.clientName,
    clientAddress: input.clientAddress,
    clientSiren: input.clientSiren ?? null,
    clientVatNumber: input.clientVatNumber ?? null,
    issueDate: input.issueDate ?? '2026-03-05',
    serviceDate: input.serviceDate ?? null,
    dueDate: input.dueDate ?? '2026-04-04',
    operationCategory: input.operationCategory,
    lines: input.lines.map((line, index) => ({
      __typename: 'InvoiceLine',
      description: line.description,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: amounts[index].vatRate,
      total: euros(totals.lineTotalsCents[index]),
    })),
    subtotal: euros(totals.subtotalCents),
    vatBreakdown: totals.vat.map((entry) => ({
      __typename: 'InvoiceVatAmount',
      rate: entry.rate,
      base: euros(entry.baseCents),
      vat: euros(entry.vatCents),
    })),
    vatTotal: euros(totals.vatTotalCents),
    total: euros(totals.totalCents),
    notes: input.notes ?? '',
    seller: { __typename: 'InvoiceSeller', ...settingsInput(seller) },
    paidAt: null,
    clientEmail: input.clientEmail ?? null,
    sentAt: null,
    creditedInvoiceId: null,
    creditedInvoiceNumber: null,
    creditedInvoiceIssueDate: null,
    creditReason: null,
    creditNotes: [],
    paymentTransactionId: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    networkState: input.clientSiren ? 'not_transmitted' : 'not_applicable',
    networkLabel: input.clientSiren ? 'Non transmise (aucune plateforme configurée)' : 'Non concernée',
    networkReasons: [],
  };
  return invoice satisfies InvoiceFieldsFragment;
}
