import { compactIdentifier, RECOVERY_INDEMNITY_CENTS, type InvoiceDocument, type OperationCategory } from '../index';
import { parseDay } from './pdf-format';

/**
 * The texts an invoice must carry (Code de commerce L441-9, CGI annexe II art. 242 nonies A),
 * written from the document alone so that an issued invoice prints the same years later.
 */

const dayFormat = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** `2026-03-05` → « 05/03/2026 »; anything else is printed as typed. */
export function frenchDay(value: string): string {
  const day = parseDay(value);
  return Number.isNaN(day.getTime()) ? value.trim() || '—' : dayFormat.format(day);
}

/** Lines of a block, skipping empty fields; a multi-line field keeps its own line breaks. */
export const filled = (...values: (string | null | undefined | false)[]) =>
  values
    .flatMap((value) => (value || '').split(/\r?\n/))
    .map((value) => value.trim())
    .filter(Boolean);

/** Digits grouped the way INSEE prints them: « 732 829 320 » and « 732 829 320 00074 ». */
export function groupIdentifier(value: string): string {
  const digits = compactIdentifier(value);
  if (!/^\d{9}(\d{5})?$/.test(digits)) return value.trim();
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9), digits.slice(9)].filter(Boolean).join(' ');
}

export const documentTitle = (doc: Pick<InvoiceDocument, 'kind'>) => (doc.kind === 'credit_note' ? 'AVOIR' : 'FACTURE');
/** « Facture N° F-2026-0001 », « Avoir N° A-2026-0001 ». */
export const documentName = (doc: Pick<InvoiceDocument, 'kind' | 'number'>) =>
  `${doc.kind === 'credit_note' ? 'Avoir' : 'Facture'}${doc.number ? ` N° ${doc.number}` : ''}`;

/** The seller's name, « EI » after it for a sole trader (law of 14 February 2022). */
export function sellerName(seller: InvoiceDocument['seller']): string {
  const name = seller.companyName.trim();
  return name && seller.soleTrader ? `${name} EI` : name;
}

/** Under the name: legal form, capital, address, identifiers, then how to reach the seller. */
export function sellerLines(seller: InvoiceDocument['seller']): string[] {
  return filled(
    seller.legalForm,
    seller.shareCapital.trim() && `Capital social : ${seller.shareCapital.trim()}`,
    seller.companyAddress1,
    seller.companyAddress2,
    seller.siret.trim() && `SIRET : ${groupIdentifier(seller.siret)}`,
    seller.registration,
    seller.vatNumber.trim() && `N° TVA : ${compactIdentifier(seller.vatNumber)}`,
    seller.companyEmail,
    seller.companyPhone,
  );
}

const SERVICE_DATE_LABELS: Record<OperationCategory, string> = {
  Biens: 'Date de la vente',
  Services: 'Date de la prestation',
  Mixte: 'Date de la vente ou de la prestation',
};

/** Under the title and the number: dates and the nature of the operation. */
export function identityLines(doc: InvoiceDocument): string[] {
  return filled(
    `Date : ${frenchDay(doc.issueDate)}`,
    doc.serviceDate &&
      doc.serviceDate !== doc.issueDate &&
      `${SERVICE_DATE_LABELS[doc.operationCategory]} : ${frenchDay(doc.serviceDate)}`,
    doc.kind === 'invoice' && doc.dueDate && `Échéance : ${frenchDay(doc.dueDate)}`,
    `Nature de l'opération : ${doc.operationCategory}`,
  );
}

/** The client's address and identifiers, under the name. */
export function clientLines(client: InvoiceDocument['client']): string[] {
  return filled(
    client.address,
    client.siren && `SIREN : ${groupIdentifier(client.siren)}`,
    client.vatNumber && `N° TVA : ${compactIdentifier(client.vatNumber)}`,
  );
}

/** « Avoir sur la facture F-2026-0001 du 05/11/2026 » and its reason. */
export function creditedLines(doc: InvoiceDocument): string[] {
  if (!doc.credited) return [];
  return filled(
    `Avoir sur la facture ${doc.credited.number} du ${frenchDay(doc.credited.issueDate)}`,
    doc.credited.reason && `Motif : ${doc.credited.reason}`,
  );
}

function termsText(days: number): string {
  if (days <= 0) return 'à réception';
  return days === 1 ? '1 jour' : `${days} jours`;
}

/**
 * Payment terms, late penalties and no discount (L441-9); the 40 € recovery indemnity (L441-10)
 * is owed only by a business client, one with a SIREN. A credit note is not paid by the client.
 */
export function paymentTermsLines(doc: InvoiceDocument): string[] {
  if (doc.kind === 'credit_note') return [];
  return filled(
    `Conditions de paiement : ${termsText(doc.seller.paymentTermsDays)}`,
    doc.seller.latePenaltyRate.trim() && `Pénalités de retard : ${doc.seller.latePenaltyRate.trim()}`,
    "Pas d'escompte pour paiement anticipé",
    doc.client.siren && `Indemnité forfaitaire pour frais de recouvrement : ${RECOVERY_INDEMNITY_CENTS / 100} €`,
  );
}

/** The bank transfer details, skipping empty ones. */
export function bankLines(seller: InvoiceDocument['seller']): string[] {
  return [
    ['Titulaire du compte', seller.accountHolder],
    ['Banque', seller.bankName],
    ['IBAN', seller.iban],
    ['BIC', seller.bic],
  ]
    .filter(([, value]) => value.trim())
    .map(([label, value]) => `${label} : ${value.trim()}`);
}
