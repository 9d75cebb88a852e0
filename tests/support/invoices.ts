import { call } from './http';
import type { TestServer } from './server';

/** A seller that may issue invoices: name, address and a SIRET with a valid key (franchise en base by default). */
export const SELLER = {
  company_name: 'Atelier Dupont',
  company_address1: '12 rue des Lilas',
  company_address2: '69001 Lyon',
  siret: '732 829 320 00074',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  payment_terms_days: 30,
};

/** The same seller, liable to VAT. */
export const LIABLE_SELLER = { ...SELLER, vat_regime: 'liable', vat_number: 'FR44732829320' };

export async function saveSeller(
  server: TestServer,
  token: string,
  seller: Record<string, unknown> = SELLER,
): Promise<void> {
  const saved = await call(server.url, 'PUT', '/api/invoice-settings', { token, body: seller });
  if (saved.status !== 200)
    throw new Error(`PUT /api/invoice-settings failed: ${saved.status} ${JSON.stringify(saved.body)}`);
}

/** A valid issue body (REST, snake_case): one line of 2 × 150 €. */
export function invoiceBody(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    client_name: 'Zoé Martin',
    client_address: '3 place Bellecour\n69002 Lyon',
    operation_category: 'Services',
    lines: [{ description: 'Conseil', quantity: 2, unit_price: 150 }],
    ...extra,
  };
}

/** Issues an invoice through the API and answers it (fails the test on anything but 201). */
export async function issued(server: TestServer, token: string, extra: Record<string, unknown> = {}) {
  const response = await call(server.url, 'POST', '/api/invoices', { token, body: invoiceBody(extra) });
  if (response.status !== 201)
    throw new Error(`POST /api/invoices failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
