import type { CreditLine } from '../../../web/src/screens/invoices/credit-note';
import type { InvoiceRow } from '../../../web/src/screens/invoices/invoice-rules';

const row = (id: number, fields: Partial<InvoiceRow>): InvoiceRow => ({
  id,
  kind: 'invoice',
  number: `F-2026-${String(id).padStart(4, '0')}`,
  status: 'Émise',
  clientName: 'Client',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  subtotal: 0,
  vatTotal: 0,
  total: 0,
  paidAt: null,
  clientEmail: null,
  sentAt: null,
  creditedInvoiceId: null,
  creditedInvoiceNumber: null,
  creditNotes: [],
  networkState: 'not_applicable',
  networkLabel: 'Non concernée',
  networkReasons: [],
  ...fields,
});

/** One invoice or credit note in every status, newest first, as the list shows them (seen on 2026-03-10). */
export const invoices: InvoiceRow[] = [
  row(9, {
    kind: 'credit_note',
    number: 'A-2026-0002',
    clientName: 'Garage Martin',
    issueDate: '2026-03-09',
    dueDate: '2026-03-09',
    subtotal: 400,
    vatTotal: 80,
    total: 480,
    creditedInvoiceId: 5,
    creditedInvoiceNumber: 'F-2026-0005',
  }),
  row(8, {
    networkState: 'deposited',
    networkLabel: 'Déposée',
    number: 'F-2026-0007',
    clientName: 'Boulangerie Lefèvre',
    issueDate: '2026-03-05',
    dueDate: '2026-04-04',
    subtotal: 1200,
    vatTotal: 240,
    total: 1440,
  }),
  row(7, {
    networkState: 'refused',
    networkLabel: 'Refusée',
    networkReasons: ['Commande inconnue & adresse de facturation erronée'],
    kind: 'credit_note',
    number: 'A-2026-0001',
    clientName: 'Librairie La Page',
    issueDate: '2026-03-04',
    dueDate: '2026-03-04',
    subtotal: 100,
    vatTotal: 20,
    total: 120,
    creditedInvoiceId: 4,
    creditedInvoiceNumber: 'F-2026-0004',
  }),
  row(6, {
    networkState: 'cashed',
    networkLabel: 'Encaissée',
    number: 'F-2026-0006',
    status: 'Payée',
    clientName: 'Café des Arts',
    issueDate: '2026-02-20',
    dueDate: '2026-03-22',
    subtotal: 318.5,
    vatTotal: 63.7,
    total: 382.2,
    paidAt: '2026-03-03',
    clientEmail: 'contact@cafedesarts.fr',
    sentAt: '2026-02-20T14:05:00Z',
  }),
  row(5, {
    number: 'F-2026-0005',
    status: 'Annulée par avoir',
    clientName: 'Garage Martin',
    issueDate: '2026-02-12',
    dueDate: '2026-03-14',
    subtotal: 400,
    vatTotal: 80,
    total: 480,
    creditNotes: [{ id: 9, number: 'A-2026-0002', total: 480 }],
  }),
  row(4, {
    number: 'F-2026-0004',
    clientName: 'Librairie La Page',
    issueDate: '2026-02-03',
    dueDate: '2026-03-05',
    status: 'En retard',
    subtotal: 750,
    vatTotal: 150,
    total: 900,
    creditNotes: [{ id: 7, number: 'A-2026-0001', total: 120 }],
  }),
  row(3, {
    number: 'F-2026-0003',
    status: 'En retard',
    clientName: 'Studio Nomade',
    issueDate: '2026-01-15',
    dueDate: '2026-02-14',
    subtotal: 620,
    total: 620,
  }),
];

export const invoiceById = (id: number): InvoiceRow => invoices.find((invoice) => invoice.id === id)!;

/** F-2026-0004's lines: what a partial credit note picks from. */
export const invoiceLines: CreditLine[] = [
  { description: 'Atelier lecture (demi-journée)', quantity: 2, unitPrice: 250, vatRate: 20 },
  { description: 'Affiches A3', quantity: 10, unitPrice: 10, vatRate: 20 },
  { description: 'Livrets imprimés', quantity: 1.5, unitPrice: 100, vatRate: 20 },
];

/** Resolves with the lines after a moment, like the server answering. */
export const loadLines = () => new Promise<CreditLine[]>((resolve) => setTimeout(() => resolve(invoiceLines), 200));
