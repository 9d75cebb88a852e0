import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_LATE_PENALTY_RATE, DEFAULT_PAYMENT_TERMS_DAYS, type InvoiceSeller } from '@pilotage/domain';
import { InvoiceSettings } from './invoice-settings.entity';

/** What the settings are before anything was saved: empty texts and the legal defaults. */
export const DEFAULT_SELLER: Readonly<InvoiceSeller> = Object.freeze({
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
  siret: '',
  legalForm: '',
  soleTrader: false,
  shareCapital: '',
  registration: '',
  vatNumber: '',
  vatRegime: 'franchise',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  latePenaltyRate: DEFAULT_LATE_PENALTY_RATE,
});

export const SELLER_FIELDS = Object.keys(DEFAULT_SELLER) as (keyof InvoiceSeller)[];

/** A plain copy of the stored row (or the defaults when never saved), detached from the ORM. */
export function sellerOf(row: InvoiceSettings | null): InvoiceSeller {
  if (!row) return { ...DEFAULT_SELLER };
  return Object.fromEntries(SELLER_FIELDS.map((field) => [field, row[field]])) as unknown as InvoiceSeller;
}

/**
 * The seller as an invoice issued now must record it: read inside the caller's transaction (pass
 * its entity manager), so the snapshot stored with the invoice is the settings at that moment.
 */
export async function sellerSnapshot(em: EntityManager): Promise<InvoiceSeller> {
  return sellerOf(await em.findOne(InvoiceSettings, { id: 1 }, { refresh: true }));
}
