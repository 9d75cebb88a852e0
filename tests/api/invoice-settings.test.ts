import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const EMPTY = {
  company_name: '',
  company_address1: '',
  company_address2: '',
  company_email: '',
  company_phone: '',
  account_holder: '',
  bank_name: '',
  iban: '',
  bic: '',
  default_notes: '',
};

describe('/api/invoice-settings', () => {
  it('answers 401 to anonymous callers and 403 to an Employé', async () => {
    expect((await call(server.url, 'GET', '/api/invoice-settings')).status).toBe(401);
    expect((await call(server.url, 'PUT', '/api/invoice-settings', { body: { company_name: 'X' } })).status).toBe(401);
    const get = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens.employe });
    const put = await call(server.url, 'PUT', '/api/invoice-settings', { token: tokens.employe, body: { company_name: 'X' } });
    expect([get.status, put.status]).toEqual([403, 403]);
    expect(put.body.error).toEqual(expect.any(String));
  });

  it.each(['manager', 'admin'] as const)('gives a %s the ten fields, empty before the first save', async (who) => {
    const response = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens[who] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(EMPTY);
  });

  it.each(['manager', 'admin'] as const)('lets a %s save them, keeping absent fields', async (who) => {
    const token = tokens[who];
    const saved = await call(server.url, 'PUT', '/api/invoice-settings', {
      token,
      body: { company_name: ' Atelier Martin ', iban: 'FR76 3000 6000 0112 3456 7890 189', default_notes: 'Merci.', unknown: 'x' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...EMPTY, company_name: 'Atelier Martin', iban: 'FR76 3000 6000 0112 3456 7890 189', default_notes: 'Merci.' });
    await call(server.url, 'PUT', '/api/invoice-settings', { token, body: { bic: 'AGRIFRPP' } });
    const read = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens.manager });
    expect(read.body).toEqual({ ...saved.body, bic: 'AGRIFRPP' });
  });

  it('refuses fields that are not short texts', async () => {
    const response = await call(server.url, 'PUT', '/api/invoice-settings', { token: tokens.manager, body: { company_name: 'x'.repeat(501) } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Chaque paramètre de facture est un texte de 500 caractères au plus.' });
    const notes = await call(server.url, 'PUT', '/api/invoice-settings', { token: tokens.manager, body: { default_notes: 12 } });
    expect(notes.body).toEqual({ error: 'Les notes par défaut sont un texte de 4000 caractères au plus.' });
  });
});
