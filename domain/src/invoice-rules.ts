import { addDays } from './calendar';
import type { DecimalRule, FieldRules, ListRule, TextRule } from './field-rules';
import { parseDecimal } from './field-rules';
import type { InvoiceSeller } from './invoice-document';
import type { InvoiceLineAmounts } from './invoice-math';
import { OPERATION_CATEGORIES, VAT_RATES, type VatRate, type VatRegime } from './invoice-vocabulary';
import { messages } from './messages';
import { MAX_AMOUNT_CENTS } from './money';
import { optionalBoolean, optionalText, requiredText } from './rule-builders';
import { isValidSiret } from './siret';

/**
 * The rules of an invoice, a credit note and a payment (docs/product.md, « Factures »): what the
 * gateway refuses and what the generator checks before sending, with the same French messages.
 * The rules that depend on the seller (its VAT regime) or on stored invoices (numbers, dates) are
 * the functions below and the gateway's.
 */

export const MAX_INVOICE_LINES = 200;
/** A quantity has 3 decimals at most (1,5 h; 0,125 kg), and stays below a million. */
export const MAX_INVOICE_QUANTITY = 1_000_000;

/** « 2026-11-12 » → « 12/11/2026 », as the messages print a day. */
const frenchDay = (day: string): string => day.split('-').reverse().join('/');

export const invoiceMessages = {
  numberInvalid: 'Numéro de facture invalide : 1 à 40 lettres, chiffres, -, _, / ou . sans espace.',
  /** A typed number that is not the next of its series (CGI annexe II art. 242 nonies A: one chronological series without gaps). */
  numberOutOfSeries: (next: string) => `Le prochain numéro de la série est ${next}.`,
  clientNameRequired: 'Le nom du client est obligatoire.',
  clientNameTooLong: 'Le nom du client ne peut pas dépasser 200 caractères.',
  clientAddressRequired: "L'adresse du client est obligatoire.",
  clientAddressTooLong: "L'adresse du client ne peut pas dépasser 500 caractères.",
  clientSirenInvalid: 'SIREN du client invalide.',
  clientVatNumberInvalid: 'Numéro de TVA intracommunautaire du client invalide.',
  clientEmailInvalid: 'Adresse de courriel du client invalide.',
  issueDateInvalid: "Date d'émission invalide : format AAAA-MM-JJ attendu.",
  issueDateInFuture: "La date d'émission ne peut pas être postérieure à aujourd'hui.",
  issueDateBeforeLast: (number: string, issueDate: string) =>
    `La date d'émission ne peut pas précéder celle de la dernière facture émise (${number} du ${frenchDay(issueDate)}).`,
  serviceDateInvalid: 'Date de la vente ou de la prestation invalide : format AAAA-MM-JJ attendu.',
  dueDateInvalid: messages.dueDateInvalid,
  dueDateBeforeIssue: "La date d'échéance ne peut pas précéder la date d'émission.",
  operationCategoryRequired: "La nature de l'opération est obligatoire.",
  operationCategoryInvalid: `Nature de l'opération invalide : choisissez ${OPERATION_CATEGORIES.join(', ')}.`,
  linesRequired: 'La facture doit comporter au moins une ligne.',
  linesTooMany: `Une facture comporte ${MAX_INVOICE_LINES} lignes au plus.`,
  lineDescriptionRequired: 'La description de la ligne est obligatoire.',
  lineDescriptionTooLong: 'La description d’une ligne ne peut pas dépasser 500 caractères.',
  quantityInvalid: 'La quantité doit être un nombre supérieur à 0 et d’un million au plus, avec 3 décimales au plus.',
  unitPriceInvalid: 'Le prix unitaire doit être un montant positif ou nul, avec 2 décimales au plus.',
  vatRateInvalid: 'Taux de TVA invalide : 20, 10, 5,5, 2,1 ou 0 %.',
  vatRateUnderFranchise: 'Sous la franchise en base de TVA, le taux de TVA est 0 %.',
  notesTooLong: 'Les remarques ne peuvent pas dépasser 4000 caractères.',
  totalTooLarge: 'Le total de la facture est trop élevé.',
  sellerIncomplete: "Complétez les paramètres de facture (nom, adresse, SIRET) avant d'émettre une facture.",
  sellerVatNumberMissing:
    "Assujetti à la TVA : renseignez le numéro de TVA intracommunautaire dans les paramètres de facture avant d'émettre une facture.",
  notFound: 'Facture introuvable.',
  immutable: 'Une facture émise ne peut plus être modifiée : établissez un avoir.',
  creditReasonRequired: "Le motif de l'avoir est obligatoire.",
  creditReasonTooLong: "Le motif de l'avoir ne peut pas dépasser 500 caractères.",
  creditLinesRequired: "L'avoir doit comporter au moins une ligne.",
  creditLinesTooMany: `Un avoir comporte ${MAX_INVOICE_LINES} lignes au plus.`,
  creditOfCreditNote: "Un avoir ne peut pas faire l'objet d'un avoir.",
  creditExceedsRemaining: "L'avoir dépasse le montant restant de la facture.",
  refundInvalid: 'Le remboursement doit être oui (true) ou non (false).',
  refundOfUnpaid: "Cette facture n'est pas payée : aucun remboursement à enregistrer.",
  /** The expense transaction of a refunded credit note names both documents. */
  refundDescription: (creditNote: string, invoice: string) => `Remboursement avoir ${creditNote} (facture ${invoice})`,
  paymentDateRequired: 'La date du paiement est obligatoire.',
  paymentDateInvalid: 'Date du paiement invalide : format AAAA-MM-JJ attendu.',
  paymentDateBeforeIssue: "La date du paiement ne peut pas précéder la date d'émission de la facture.",
  paymentDateInFuture: "La date du paiement ne peut pas être postérieure à aujourd'hui.",
  paymentOfCreditNote: 'Un avoir ne reçoit pas de paiement.',
  alreadyPaid: 'Cette facture est déjà payée.',
  fullyCredited: 'Cette facture est entièrement annulée par avoir : aucun paiement à enregistrer.',
  notPaid: "Cette facture n'est pas payée : aucun paiement à annuler.",
  cancelReasonRequired: "Le motif de l'annulation du paiement est obligatoire.",
  cancelReasonTooLong: "Le motif de l'annulation du paiement ne peut pas dépasser 500 caractères.",
  /** An invoice's revenue transaction changes only through the invoice (« Annuler le paiement »). */
  paymentTransactionLocked: (number: string) =>
    `Cette transaction est le paiement de la facture ${number} : annulez le paiement depuis la facture.`,
} as const;

const optionalDay = (message: string) => ({ kind: 'day', nullable: true, message }) as const;

const vatRate: DecimalRule = {
  kind: 'decimal',
  decimals: 1,
  min: 0,
  max: 20,
  oneOf: VAT_RATES,
  nullable: true,
  message: invoiceMessages.vatRateInvalid,
};

/** One line as typed: quantity and unit price are decimals (numbers or their text); no rate means the regime's default. */
export const invoiceLineRules = {
  description: requiredText(invoiceMessages.lineDescriptionRequired, 500, invoiceMessages.lineDescriptionTooLong),
  quantity: {
    kind: 'decimal',
    decimals: 3,
    min: 0,
    exclusiveMin: true,
    max: MAX_INVOICE_QUANTITY,
    message: invoiceMessages.quantityInvalid,
  },
  unitPrice: {
    kind: 'decimal',
    decimals: 2,
    min: 0,
    max: MAX_AMOUNT_CENTS / 100,
    message: invoiceMessages.unitPriceInvalid,
  },
  vatRate,
} satisfies FieldRules;

const lines = (minMessage: string, maxMessage: string, nullable: boolean): ListRule => ({
  kind: 'list',
  items: invoiceLineRules,
  itemName: 'Ligne',
  minItems: { value: 1, message: minMessage },
  maxItems: { value: MAX_INVOICE_LINES, message: maxMessage },
  nullable,
});

const operationCategory: TextRule = {
  kind: 'text',
  required: invoiceMessages.operationCategoryRequired,
  oneOf: { values: OPERATION_CATEGORIES, message: invoiceMessages.operationCategoryInvalid },
};

/** Letters, digits and - _ / . (spaces around are trimmed); empty means the next number of the series. */
export const INVOICE_NUMBER_PATTERN = /^\s*[A-Za-z0-9_./-]*\s*$/;

/** The issue form (`POST /api/invoices`, `issueInvoice`). Spaces in the SIREN and VAT number are allowed and not stored. */
export const issueInvoiceRules = {
  number: optionalText(40, invoiceMessages.numberInvalid, {
    pattern: { regex: INVOICE_NUMBER_PATTERN, message: invoiceMessages.numberInvalid },
  }),
  clientName: requiredText(invoiceMessages.clientNameRequired, 200, invoiceMessages.clientNameTooLong),
  clientAddress: requiredText(invoiceMessages.clientAddressRequired, 500, invoiceMessages.clientAddressTooLong),
  clientSiren: optionalText(20, invoiceMessages.clientSirenInvalid, {
    pattern: { regex: /^[\d\s]*$/, message: invoiceMessages.clientSirenInvalid },
    identifier: { kind: 'siren', message: invoiceMessages.clientSirenInvalid },
  }),
  clientVatNumber: optionalText(20, invoiceMessages.clientVatNumberInvalid, {
    pattern: { regex: /^[A-Za-z\d+*\s]*$/, message: invoiceMessages.clientVatNumberInvalid },
    identifier: { kind: 'vatNumber', message: invoiceMessages.clientVatNumberInvalid },
  }),
  // Where the invoice is sent by default (a plain address: see mail-rules.ts).
  clientEmail: optionalText(254, invoiceMessages.clientEmailInvalid, {
    pattern: {
      regex: /^(?:[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+)?$/,
      message: invoiceMessages.clientEmailInvalid,
    },
  }),
  issueDate: optionalDay(invoiceMessages.issueDateInvalid),
  serviceDate: optionalDay(invoiceMessages.serviceDateInvalid),
  dueDate: optionalDay(invoiceMessages.dueDateInvalid),
  operationCategory,
  lines: lines(invoiceMessages.linesRequired, invoiceMessages.linesTooMany, false),
  notes: optionalText(4000, invoiceMessages.notesTooLong),
} satisfies FieldRules;

/** A credit note: its reason, and the credited lines (none: every line of the invoice). */
export const creditNoteRules = {
  reason: requiredText(invoiceMessages.creditReasonRequired, 500, invoiceMessages.creditReasonTooLong),
  lines: lines(invoiceMessages.creditLinesRequired, invoiceMessages.creditLinesTooMany, true),
  recordRefund: optionalBoolean(invoiceMessages.refundInvalid),
} satisfies FieldRules;

export const invoicePaymentRules = {
  date: { kind: 'day', required: invoiceMessages.paymentDateRequired, message: invoiceMessages.paymentDateInvalid },
} satisfies FieldRules;

/** « Annuler le paiement » of a payment recorded by mistake: why, for the journal. */
export const cancelPaymentRules = {
  reason: requiredText(invoiceMessages.cancelReasonRequired, 500, invoiceMessages.cancelReasonTooLong),
} satisfies FieldRules;

/** The rate of a line: absent means 0 under the franchise and 20 % for a VAT-liable seller. */
export function lineVatRate(rate: number | string | null | undefined, regime: VatRegime): VatRate {
  if (rate === null || rate === undefined) return regime === 'franchise' ? 0 : 20;
  const tenths = parseDecimal(rate, 1);
  return VAT_RATES.find((allowed) => Math.round(allowed * 10) === tenths) ?? 0;
}

/** Under the franchise en base (art. 293 B du CGI) every line is at 0 %. */
export function vatRateProblem(rate: number | string | null | undefined, regime: VatRegime): string | null {
  return regime === 'franchise' && lineVatRate(rate, regime) !== 0 ? invoiceMessages.vatRateUnderFranchise : null;
}

export interface InvoiceLineValues {
  quantity: number | string;
  unitPrice: number | string;
  vatRate?: number | string | null;
}

/** A line that passed `invoiceLineRules`, in the integers of `computeInvoiceTotals`. */
export const lineAmounts = (line: InvoiceLineValues, regime: VatRegime): InvoiceLineAmounts => ({
  quantityThousandths: parseDecimal(line.quantity, 3)!,
  unitPriceCents: parseDecimal(line.unitPrice, 2)!,
  vatRate: lineVatRate(line.vatRate, regime),
});

/** The due date when none is typed: the issue date plus the seller's payment terms. */
export const defaultDueDate = (issueDate: string, paymentTermsDays: number): string =>
  addDays(issueDate, paymentTermsDays);

/** Why the seller's settings cannot issue an invoice yet (checked by the gateway, and by the generator before sending), or null. */
export function sellerProblem(
  seller: Pick<InvoiceSeller, 'companyName' | 'companyAddress1' | 'siret' | 'vatRegime' | 'vatNumber'>,
): string | null {
  if (!seller.companyName.trim() || !seller.companyAddress1.trim() || !isValidSiret(seller.siret))
    return invoiceMessages.sellerIncomplete;
  if (seller.vatRegime === 'liable' && !seller.vatNumber.trim()) return invoiceMessages.sellerVatNumberMissing;
  return null;
}
