import type { Context } from '../context';
import { STAFF, requireRole } from '../shared/access';
import { validated } from '../shared/validation';
import { InvoiceSettings } from './invoice-settings.entity';
import { InvoiceSettingsInput, type InvoiceSettingsView } from './invoice-settings.types';

const FIELDS = [
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
] as const satisfies readonly (keyof InvoiceSettingsView)[];

function view(row: InvoiceSettings | null): InvoiceSettingsView {
  return Object.fromEntries(FIELDS.map((field) => [field, row?.[field] ?? ''])) as unknown as InvoiceSettingsView;
}

export async function getInvoiceSettings(ctx: Context): Promise<InvoiceSettingsView> {
  requireRole(ctx, STAFF);
  return view(await ctx.em.findOne(InvoiceSettings, { id: 1 }));
}

export async function updateInvoiceSettings(ctx: Context, raw: unknown): Promise<InvoiceSettingsView> {
  requireRole(ctx, STAFF);
  const input = await validated(InvoiceSettingsInput, raw);
  const row = (await ctx.em.findOne(InvoiceSettings, { id: 1 })) ?? ctx.em.create(InvoiceSettings, { id: 1 });
  for (const field of FIELDS) {
    const value = input[field];
    if (typeof value === 'string') row[field] = value.trim();
  }
  await ctx.em.flush();
  return view(row);
}
