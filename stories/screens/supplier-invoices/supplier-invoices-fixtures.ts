import type {
  SupplierInvoiceRecord,
  SupplierInvoiceRow,
} from '../../../web/src/screens/supplier-invoices/supplier-invoice-texts';

/** Supplier invoices in every status: a Factur-X read cleanly, a UBL with a wrong total, a receipt to complete, a refused one, a paid one. */

const base: SupplierInvoiceRecord = {
  id: 1,
  reference: 'FF-2026-0001',
  status: 'À valider',
  format: 'factur-x',
  kind: 'invoice',
  origin: 'upload',
  flowId: null,
  supplierName: 'Lefèvre & Fils',
  supplierSiren: '552032534',
  supplierSiret: '55203253400646',
  supplierVatNumber: 'FR27552032534',
  number: 'F-2026-0042',
  issueDate: '2026-03-02',
  dueDate: '2026-04-16',
  currency: 'EUR',
  iban: 'FR7630004000031234567890143',
  subtotal: 1000,
  vatTotal: 200,
  total: 1200,
  lines: [
    { description: 'Audit de la carte des vins', quantity: '1.500', unitPrice: '400.00', vatRate: '20', total: 600 },
    { description: 'Formation de l’équipe', quantity: '2.000', unitPrice: '200.00', vatRate: '20', total: 400 },
  ],
  vatBreakdown: [{ rate: '20', base: 1000, amount: 200 }],
  problems: [],
  category: '',
  relatedEmployeeId: null,
  relatedEmployeeName: null,
  refusalReason: null,
  paidAt: null,
  paymentTransactionId: null,
  createdAt: '2026-03-03T09:12:00.000Z',
  file: {
    id: 1,
    fileName: 'facture_F-2026-0042.pdf',
    contentType: 'application/pdf',
    size: 48213,
    sha256: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  },
};

export const facturX = base;
export const wrongTotal: SupplierInvoiceRecord = {
  ...base,
  id: 2,
  reference: 'FF-2026-0002',
  format: 'ubl',
  supplierName: 'Imprimerie Moreau',
  supplierSiren: '443061841',
  supplierSiret: null,
  number: 'IM-2026-118',
  total: 1250,
  problems: ['Le total TTC (1 250,00 €) ne correspond pas à la somme des lignes et de la TVA (1 200,00 €).'],
  file: { ...base.file, id: 2, fileName: 'IM-2026-118.xml', contentType: 'application/xml', size: 5120 },
};
export const receipt: SupplierInvoiceRecord = {
  ...base,
  id: 3,
  reference: 'FF-2026-0003',
  format: 'receipt',
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
  file: { ...base.file, id: 3, fileName: 'ticket-taxi.png', contentType: 'image/png', size: 83211 },
};
export const approved: SupplierInvoiceRecord = {
  ...base,
  id: 4,
  reference: 'FF-2026-0004',
  status: 'Approuvée',
  supplierName: 'Papeterie Martin',
  number: 'PM-889',
  total: 59.9,
  subtotal: 49.92,
  vatTotal: 9.98,
  category: 'Autre Dépense',
  relatedEmployeeId: 1,
  relatedEmployeeName: 'Camille Laurent',
};
export const refused: SupplierInvoiceRecord = {
  ...base,
  id: 5,
  reference: 'FF-2026-0005',
  status: 'Refusée',
  supplierName: 'Fournitures Express',
  number: 'FE-12',
  refusalReason: 'Commande jamais reçue',
};
export const paid: SupplierInvoiceRecord = {
  ...approved,
  id: 6,
  reference: 'FF-2026-0006',
  status: 'Payée',
  number: 'PM-870',
  paidAt: '2026-03-05',
  paymentTransactionId: 12,
};
export const creditNote: SupplierInvoiceRecord = {
  ...base,
  id: 7,
  reference: 'FF-2026-0007',
  kind: 'credit_note',
  format: 'cii',
  number: 'A-2026-0003',
  subtotal: 100,
  vatTotal: 20,
  total: 120,
  lines: [{ description: 'Retour de marchandise', quantity: '1.000', unitPrice: '100.00', vatRate: '20', total: 100 }],
  vatBreakdown: [{ rate: '20', base: 100, amount: 20 }],
};

/** Delivered by the Plateforme Agréée (an incoming SupplierInvoice flow). */
export const fromPlatform: SupplierInvoiceRecord = {
  ...base,
  id: 8,
  reference: 'FF-2026-0008',
  origin: 'platform',
  flowId: '3f2b6c1e-8d4a-4f7b-9c2e-5a1d7e9b0c44',
  format: 'ubl',
  supplierName: 'Brasserie du Rhône',
  supplierSiren: '812345672',
  supplierSiret: '81234567200018',
  supplierVatNumber: 'FR44812345672',
  number: 'BR-2026-0311',
  file: { ...base.file, id: 8, fileName: 'BR-2026-0311.xml', contentType: 'application/xml', size: 7311 },
};

export const rows: SupplierInvoiceRow[] = [
  fromPlatform,
  facturX,
  wrongTotal,
  receipt,
  approved,
  refused,
  paid,
  creditNote,
];

/** A 1×1 PNG, standing for a photographed receipt. */
export const PNG_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
