import {
  INVOICE_KINDS,
  INVOICE_STATUSES,
  NETWORK_FILTERS,
  type InvoiceKind,
  type InvoiceStatus,
  type NetworkFilter,
} from '@pilotage/domain';
import type { InvoiceListFieldsFragment } from '../../graphql/generated/graphql';

/** The « Factures » screen's texts and the rules deciding which row actions apply (docs/product.md, « Factures »). */

export const invoiceTexts = {
  title: 'Factures',
  empty: 'Aucune facture trouvée.',
  loadFailed: 'Impossible de charger les factures.',
  downloadFailed: 'Impossible de télécharger le PDF de la facture.',
  creditFailed: "Impossible d'émettre l'avoir.",
  linesLoadFailed: 'Impossible de charger les lignes de la facture : seul un avoir total est possible.',
  paymentFailed: "Impossible d'enregistrer le paiement.",
  paymentRecorded: 'Paiement enregistré : la transaction de revenu a été ajoutée.',
  cancelPaymentFailed: "Impossible d'annuler le paiement.",
  paymentCancelled:
    'Paiement annulé : la facture est de nouveau à encaisser et sa transaction de revenu a été supprimée.',
  nothingToCredit: 'Indiquez au moins une quantité à créditer.',
  quantityInvalid: 'Chaque quantité à créditer est un nombre entre 0 et la quantité facturée.',
  sendFailed: "Impossible d'envoyer la facture.",
} as const;

const sentDay = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });
const sentTime = new Intl.DateTimeFormat('fr-FR', { timeStyle: 'short' });

/** « Envoyée le 26 nov. 2026 à 14:05 », in the browser's time zone; null when never sent. */
export function sentLabel(sentAt: string | null | undefined): string | null {
  if (!sentAt) return null;
  const at = new Date(sentAt);
  return `Envoyée le ${sentDay.format(at)} à ${sentTime.format(at)}`;
}

export type InvoiceRow = InvoiceListFieldsFragment;

/** The Type filter's choices, in the URL as the API's `kind`. */
export const KIND_FILTER_LABELS: Record<InvoiceKind, string> = { invoice: 'Factures', credit_note: 'Avoirs' };

export const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (INVOICE_STATUSES as readonly string[]).includes(value);
export const isInvoiceKind = (value: string): value is InvoiceKind =>
  (INVOICE_KINDS as readonly string[]).includes(value);
export const isNetworkFilter = (value: string): value is NetworkFilter =>
  (NETWORK_FILTERS as readonly string[]).includes(value);

const cents = (euros: number): number => Math.round(euros * 100);

/** What the row's total means: a credit note takes money back, so it reads negative (« -120,00 € »). */
export const signedTotal = (row: InvoiceRow): number => (row.kind === 'credit_note' ? -Math.abs(row.total) : row.total);

/** The part of an invoice's TTC total its credit notes do not cover yet, in cents. */
export function remainingToCreditCents(row: InvoiceRow): number {
  const credited = row.creditNotes.reduce((sum, note) => sum + Math.abs(cents(note.total)), 0);
  return Math.max(0, cents(row.total) - credited);
}

/** An action offered on a row, or the reason it is not (shown as the disabled button's tooltip). */
export type ActionAvailability = { allowed: true } | { allowed: false; reason: string };

const allowed: ActionAvailability = { allowed: true };
const refused = (reason: string): ActionAvailability => ({ allowed: false, reason });

/** A credit note corrects an invoice that its earlier credit notes do not already cancel. */
export function creditAvailability(row: InvoiceRow): ActionAvailability {
  if (row.kind === 'credit_note') return refused('Un avoir ne peut pas être crédité.');
  if (remainingToCreditCents(row) === 0) return refused('Facture déjà entièrement créditée.');
  return allowed;
}

/** A payment is recorded once, on an invoice still owed. */
export function paymentAvailability(row: InvoiceRow): ActionAvailability {
  if (row.kind === 'credit_note') return refused('Un avoir ne reçoit pas de paiement.');
  if (row.paidAt) return refused('Paiement déjà enregistré.');
  if (remainingToCreditCents(row) === 0) return refused('Facture entièrement créditée : rien à encaisser.');
  return allowed;
}

/** Only a recorded payment can be cancelled (by an Admin: the screen offers it to Admins only). */
export function cancelPaymentAvailability(row: InvoiceRow): ActionAvailability {
  return row.kind === 'invoice' && row.paidAt ? allowed : refused('Aucun paiement enregistré.');
}

/** « Avoir sur F-2026-0001 » for a credit note, « Avoirs : A-2026-0001, A-2026-0002 » for a credited invoice. */
export function creditLink(row: InvoiceRow): string | null {
  if (row.kind === 'credit_note') return row.creditedInvoiceNumber ? `Avoir sur ${row.creditedInvoiceNumber}` : null;
  if (row.creditNotes.length === 0) return null;
  return `${row.creditNotes.length > 1 ? 'Avoirs' : 'Avoir'} : ${row.creditNotes.map((note) => note.number).join(', ')}`;
}
