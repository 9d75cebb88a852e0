import {
  SUPPLIER_INVOICE_ORIGINS,
  SUPPLIER_INVOICE_STATUSES,
  type SupplierInvoiceOrigin,
  type SupplierInvoiceStatus,
} from '@pilotage/domain';
import type { SupplierInvoiceFieldsFragment, SupplierInvoiceListFieldsFragment } from '../../graphql/generated/graphql';

/** The « Factures fournisseurs » screen's texts (docs/product.md, « Factures fournisseurs »). */
export const supplierInvoiceTexts = {
  title: 'Factures fournisseurs',
  empty: 'Aucune facture fournisseur trouvée.',
  loadFailed: 'Impossible de charger les factures fournisseurs.',
  detailFailed: 'Impossible de charger la facture fournisseur.',
  originalFailed: "Impossible d'afficher le fichier original.",
  uploadFailed: "Impossible d'envoyer le fichier.",
  uploaded: (reference: string) => `Fichier reçu : ${reference} est à valider.`,
  dropHere: 'Déposez ici une facture (Factur-X, CII, UBL) ou un justificatif (PDF, JPEG, PNG)',
  chooseFile: 'Choisir un fichier',
  limits: '10 Mo au plus. Le type est lu dans le fichier lui-même.',
  approveFailed: "Impossible d'approuver la facture.",
  refuseFailed: 'Impossible de refuser la facture.',
  paymentFailed: "Impossible d'enregistrer le paiement.",
  editFailed: 'Impossible de modifier la facture.',
  cancelPaymentFailed: "Impossible d'annuler le paiement.",
  cancelPaymentMessage:
    'La facture redevient « Approuvée » et sa dépense est retirée des Finances. Un paiement venu d’un rapprochement bancaire s’annule depuis « Banque ».',
  paid: 'Paiement enregistré : la dépense a été ajoutée aux Finances.',
  problemsTitle: 'Anomalies relevées à la lecture',
  noProblem: 'Aucune anomalie : les totaux et la TVA sont cohérents.',
  receiptToComplete: 'Justificatif sans données structurées : complétez le fournisseur et les montants.',
} as const;

export type SupplierInvoiceRow = SupplierInvoiceListFieldsFragment;
export type SupplierInvoiceRecord = SupplierInvoiceFieldsFragment;

export const isSupplierInvoiceOrigin = (value: string): value is SupplierInvoiceOrigin =>
  (SUPPLIER_INVOICE_ORIGINS as readonly string[]).includes(value);

export const isSupplierInvoiceStatus = (value: string): value is SupplierInvoiceStatus =>
  (SUPPLIER_INVOICE_STATUSES as readonly string[]).includes(value);

/** A credit note gives money back: its total reads negative, as in « Factures ». */
export const signedSupplierTotal = (row: Pick<SupplierInvoiceRow, 'kind' | 'total'>): number | null =>
  row.total === null ? null : row.kind === 'credit_note' ? -Math.abs(row.total) : row.total;
