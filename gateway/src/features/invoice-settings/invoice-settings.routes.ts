import type { RestRoutes } from '../../transports/http/rest';
import { body } from '../../transports/http/rest';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings.service';
import { InvoiceSettingsInput, InvoiceSettingsView } from './invoice-settings.types';

const invoice = { tag: 'Paramètres de facture', access: 'staff', response: InvoiceSettingsView } as const;

export function invoiceSettingsRoutes(rest: RestRoutes) {
  rest.get('/api/invoice-settings', (ctx) => getInvoiceSettings(ctx), {
    ...invoice,
    summary: 'Lire les paramètres de facture',
    description: 'Chaînes vides tant que rien n’a été enregistré.',
  });
  rest.put('/api/invoice-settings', (ctx, req) => updateInvoiceSettings(ctx, body(req)), {
    ...invoice,
    summary: 'Enregistrer les paramètres de facture',
    description: 'Un champ absent garde sa valeur.',
    body: InvoiceSettingsInput,
  });
}
