import type { InvoiceDraft, InvoiceLineDraft, InvoiceSettingsValues } from '../../../web/src/screens/invoice/invoice-draft';

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
};

export const invoiceLines: InvoiceLineDraft[] = [
  { id: 'l1', description: 'Création du site vitrine', quantity: '1', unitPrice: '1200' },
  { id: 'l2', description: 'Séance photo produits (demi-journée)', quantity: '0.5', unitPrice: '480' },
  { id: 'l3', description: 'Impression de cartes de visite', quantity: '3', unitPrice: '0.10' },
];

export const filledInvoice: InvoiceDraft = {
  clientName: 'Boulangerie Lefèvre',
  clientAddress: '8 place de la Mairie\n21000 Dijon',
  number: 'F-2026-042',
  issueDate: '2026-03-05',
  lines: invoiceLines,
  notes: 'Merci pour votre confiance !',
};

export const manyLinesInvoice: InvoiceDraft = {
  ...filledInvoice,
  number: 'F-2026-043',
  lines: Array.from({ length: 40 }, (_, index) => ({
    id: `m${index}`,
    description: `Prestation n° ${index + 1} — entretien mensuel`,
    quantity: '1',
    unitPrice: '1234.5',
  })),
};
