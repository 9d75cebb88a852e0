import { DEFAULT_LATE_PENALTY_RATE, type VatRegime, compactIdentifier, normalizeVatNumber } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import type { Context } from '../../kernel/context/context';
import { STAFF, requireRole } from '../../kernel/context/access';
import { validated } from '../../kernel/helpers/validation';
import { InvoiceSettings } from './invoice-settings.entity';
import { InvoiceSettingsInput, type InvoiceSettingsView } from './invoice-settings.types';
import { sellerOf } from './seller-snapshot';

// What issuing an invoice needs of the settings: the seller's fields and its snapshot.
export { SELLER_FIELDS, sellerSnapshot } from './seller-snapshot';

const TEXT_FIELDS = [
  'companyName',
  'companyAddress1',
  'companyAddress2',
  'companyEmail',
  'companyPhone',
  'accountHolder',
  'bankName',
  'iban',
  'bic',
  'defaultNotes',
  'legalForm',
  'shareCapital',
  'registration',
] as const satisfies readonly (keyof InvoiceSettingsView & keyof InvoiceSettings)[];

export async function getInvoiceSettings(ctx: Context): Promise<InvoiceSettingsView> {
  requireRole(ctx, STAFF);
  return sellerOf(await ctx.em.findOne(InvoiceSettings, { id: 1 }));
}

/** Writes the fields the input carries (already validated); an absent or null field keeps its value. */
function apply(row: InvoiceSettings, input: InvoiceSettingsInput): void {
  for (const field of TEXT_FIELDS) {
    const value = input[field];
    if (typeof value === 'string') row[field] = value.trim();
  }
  // Identifiers are stored as printed on the invoice and in the Factur-X XML: without spaces.
  if (typeof input.siret === 'string') row.siret = compactIdentifier(input.siret);
  if (typeof input.vatNumber === 'string') row.vatNumber = normalizeVatNumber(input.vatNumber);
  if (typeof input.soleTrader === 'boolean') row.soleTrader = input.soleTrader;
  if (typeof input.vatRegime === 'string') row.vatRegime = input.vatRegime as VatRegime;
  if (typeof input.paymentTermsDays === 'number') row.paymentTermsDays = input.paymentTermsDays;
  // An invoice must state a penalty rate: emptying the field restores the legal default.
  if (typeof input.latePenaltyRate === 'string')
    row.latePenaltyRate = input.latePenaltyRate.trim() || DEFAULT_LATE_PENALTY_RATE;
}

export async function updateInvoiceSettings(ctx: Context, raw: unknown): Promise<InvoiceSettingsView> {
  requireRole(ctx, STAFF);
  const input = await validated(InvoiceSettingsInput, raw);
  return auditedTransaction(ctx, async (em) => {
    const row = (await em.findOne(InvoiceSettings, { id: 1 })) ?? em.create(InvoiceSettings, { id: 1 });
    apply(row, input);
    await em.flush();
    return sellerOf(row);
  });
}
