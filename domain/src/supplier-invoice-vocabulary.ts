/**
 * The vocabulary of supplier invoices and receipts (docs/product.md, « Factures fournisseurs »):
 * statuses, file formats and the French messages of the checks, shared by the gateway, the browser
 * and the stories.
 */

/** À valider on arrival; Approuvée or Refusée by a person; Payée once its expense is recorded. */
export const SUPPLIER_INVOICE_STATUSES = ['À valider', 'Approuvée', 'Refusée', 'Payée'] as const;
export type SupplierInvoiceStatus = (typeof SUPPLIER_INVOICE_STATUSES)[number];

/** How the file was read: a Factur-X PDF, a CII or UBL XML, or a plain receipt completed by hand. */
export const SUPPLIER_INVOICE_FORMATS = ['factur-x', 'cii', 'ubl', 'receipt'] as const;
export type SupplierInvoiceFormat = (typeof SUPPLIER_INVOICE_FORMATS)[number];
export const SUPPLIER_INVOICE_FORMAT_LABELS: Record<SupplierInvoiceFormat, string> = {
  'factur-x': 'Factur-X (PDF)',
  cii: 'CII (XML)',
  ubl: 'UBL (XML)',
  receipt: 'Justificatif à compléter',
};

/** Where the file came from: dropped on « Factures fournisseurs », or delivered by the Plateforme Agréée. */
export const SUPPLIER_INVOICE_ORIGINS = ['upload', 'platform'] as const;
export type SupplierInvoiceOrigin = (typeof SUPPLIER_INVOICE_ORIGINS)[number];
export const SUPPLIER_INVOICE_ORIGIN_LABELS: Record<SupplierInvoiceOrigin, string> = {
  upload: 'Dépôt',
  platform: 'Plateforme',
};

/** The largest file taken, in bytes (10 Mo). */
export const MAX_SUPPLIER_FILE_BYTES = 10 * 1024 * 1024;

/** The files kept: their type as sniffed from their first bytes. */
export const STORED_FILE_TYPES = ['application/pdf', 'application/xml', 'image/jpeg', 'image/png'] as const;
export type StoredFileType = (typeof STORED_FILE_TYPES)[number];

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
/** Cents as the French reader sees them: 125000 → « 1 250,00 € » (spaces as Intl writes them). */
export const euroText = (cents: number): string => euros.format(cents / 100);

export const supplierInvoiceMessages = {
  notFound: 'Facture fournisseur introuvable.',
  attachmentNotFound: 'Aucun justificatif pour cette transaction.',
  fileMissing: 'Envoyez le fichier dans le champ « file » (multipart/form-data).',
  fileTooLarge: 'Fichier trop volumineux (10 Mo au maximum).',
  fileEmpty: 'Le fichier est vide.',
  unsupportedFile:
    'Type de fichier non pris en charge : envoyez une facture Factur-X (PDF), CII ou UBL (XML), ou un justificatif PDF, JPEG ou PNG.',
  xmlMalformed: (reason: string) => `Le fichier XML est mal formé : ${reason}`,
  xmlDoctype: 'Le fichier XML contient une déclaration DOCTYPE ou ENTITY : refusé pour la sécurité.',
  xmlUnknownRoot: (root: string) =>
    `Document XML non reconnu (${root}) : une facture CII (CrossIndustryInvoice) ou UBL (Invoice, CreditNote) est attendue.`,
  xmlNotUtf8: 'Le fichier XML doit être encodé en UTF-8.',
  pdfUnreadable: 'Le PDF est illisible ou endommagé.',
  duplicate: (reference: string) => `Cette facture fournisseur est déjà enregistrée (${reference}).`,
  notEditable: 'Seule une facture fournisseur « À valider » peut être modifiée.',
  notPending: 'Seule une facture fournisseur « À valider » peut être approuvée ou refusée.',
  confirmProblems:
    'Cette facture fournisseur présente des anomalies : confirmez l’approbation (confirm) après les avoir vérifiées.',
  approveIncomplete: 'Complétez le fournisseur et le total TTC avant d’approuver.',
  notApproved: 'Seule une facture fournisseur « Approuvée » peut être payée.',
  notPaid: "Cette facture fournisseur n'est pas payée : aucun paiement à annuler.",
  paidByBankLine:
    'Ce paiement vient d’un rapprochement bancaire : annulez le rapprochement de la ligne depuis « Banque ».',
  paymentTransactionLocked: (reference: string) =>
    `Cette transaction est le paiement de la facture fournisseur ${reference} : annulez le paiement depuis la facture fournisseur.`,
  refusalReasonRequired: 'Le motif du refus est obligatoire.',
  reasonTooLong: 'Le motif ne peut pas dépasser 500 caractères.',
  paymentDateBeforeIssue: "La date de paiement ne peut pas précéder la date d'émission.",
  paymentDateInFuture: "La date de paiement ne peut pas être postérieure à aujourd'hui.",
  supplierNameTooLong: 'Le nom du fournisseur ne peut pas dépasser 200 caractères.',
  numberTooLong: 'Le numéro ne peut pas dépasser 100 caractères.',
  amountInvalid: 'Montant invalide : un nombre avec 2 décimales au plus.',
  sirenFieldInvalid: 'SIREN du fournisseur invalide.',
  vatNumberFieldInvalid: 'Numéro de TVA intracommunautaire du fournisseur invalide.',
  ibanInvalid: 'IBAN invalide : 34 caractères au plus.',
  confirmInvalid: 'La confirmation doit valoir true ou false.',
  paymentDateRequired: 'La date de paiement est obligatoire.',
  // The checks listed on the record: files are read, never trusted.
  schemaProblem: (schema: string, detail: string) => `Le document ne respecte pas le schéma ${schema} : ${detail}`,
  missingField: (field: string) => `${field} : absent du document.`,
  lineTotal: (line: number, stated: number, computed: number) =>
    `Ligne ${line} : le montant (${euroText(stated)}) ne correspond pas à la quantité × le prix unitaire (${euroText(computed)}).`,
  linesTotal: (stated: number, computed: number) =>
    `Le total des lignes (${euroText(stated)}) ne correspond pas à la somme des lignes (${euroText(computed)}).`,
  subtotal: (stated: number, computed: number) =>
    `Le total HT (${euroText(stated)}) ne correspond pas à la somme des lignes (${euroText(computed)}).`,
  vatBase: (rate: string, stated: number, computed: number) =>
    `TVA à ${rate.replace('.', ',')} % : la base (${euroText(stated)}) ne correspond pas à la somme des lignes à ce taux (${euroText(computed)}).`,
  vatAmount: (rate: string, stated: number, computed: number) =>
    `TVA à ${rate.replace('.', ',')} % : le montant (${euroText(stated)}) ne correspond pas à la base × le taux (${euroText(computed)}).`,
  vatTotal: (stated: number, computed: number) =>
    `Le total de TVA (${euroText(stated)}) ne correspond pas à la somme de la ventilation par taux (${euroText(computed)}).`,
  total: (stated: number, computed: number, withVat: boolean) =>
    `Le total TTC (${euroText(stated)}) ne correspond pas à la somme des lignes${withVat ? ' et de la TVA' : ''} (${euroText(computed)}).`,
  currency: (currency: string) => `Devise ${currency} : les montants ne sont pas en euros.`,
  sirenInvalid: (siren: string) => `Le SIREN du fournisseur (${siren}) est invalide.`,
};
