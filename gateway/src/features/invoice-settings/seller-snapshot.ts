import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_SELLER, type InvoiceSeller } from '@pilotage/domain';
import { InvoiceSettings } from './invoice-settings.entity';

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
