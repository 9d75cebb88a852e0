import type { RestRoutes } from '../shared/rest';
import { body } from '../shared/rest';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings.service';

export function invoiceSettingsRoutes(rest: RestRoutes) {
  rest.get('/api/invoice-settings', (ctx) => getInvoiceSettings(ctx));
  rest.put('/api/invoice-settings', (ctx, req) => updateInvoiceSettings(ctx, body(req)));
}
