import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const put = (body: unknown) => call(server.url, 'PUT', '/api/invoice-settings', { token: tokens.manager, body });
const read = () => call(server.url, 'GET', '/api/invoice-settings', { token: tokens.manager });

const PENALTY_DEFAULT = "trois fois le taux d'intérêt légal";

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
  siret: '',
  legal_form: '',
  sole_trader: false,
  share_capital: '',
  registration: '',
  vat_number: '',
  vat_regime: 'franchise',
  payment_terms_days: 30,
  late_penalty_rate: PENALTY_DEFAULT,
};

/** A real company's identifiers: SIREN 732 829 320, its VAT key 44. */
const LEGAL = {
  siret: '73282932000074',
  legal_form: 'SAS',
  sole_trader: false,
  share_capital: '10 000 €',
  registration: 'RCS Lyon 732 829 320',
  vat_number: 'FR44732829320',
  vat_regime: 'liable',
  payment_terms_days: 45,
  late_penalty_rate: '10 % par an',
};

describe('/api/invoice-settings', () => {
  it('answers 401 to anonymous callers and 403 to an Employé', async () => {
    expect((await call(server.url, 'GET', '/api/invoice-settings')).status).toBe(401);
    expect((await call(server.url, 'PUT', '/api/invoice-settings', { body: { company_name: 'X' } })).status).toBe(401);
    const get = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens.employe });
    const put = await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.employe,
      body: { company_name: 'X' },
    });
    expect([get.status, put.status]).toEqual([403, 403]);
    expect(put.body.error).toEqual(expect.any(String));
  });

  it.each(['manager', 'admin'] as const)(
    'gives a %s all nineteen fields, empty or at their legal defaults before the first save',
    async (who) => {
      const response = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens[who] });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(EMPTY);
    },
  );

  it.each(['manager', 'admin'] as const)('lets a %s save them, keeping absent fields', async (who) => {
    const token = tokens[who];
    const saved = await call(server.url, 'PUT', '/api/invoice-settings', {
      token,
      body: {
        company_name: ' Atelier Martin ',
        iban: 'FR76 3000 6000 0112 3456 7890 189',
        default_notes: 'Merci.',
        unknown: 'x',
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      ...EMPTY,
      company_name: 'Atelier Martin',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      default_notes: 'Merci.',
    });
    await call(server.url, 'PUT', '/api/invoice-settings', { token, body: { bic: 'AGRIFRPP' } });
    const read = await call(server.url, 'GET', '/api/invoice-settings', { token: tokens.manager });
    expect(read.body).toEqual({ ...saved.body, bic: 'AGRIFRPP' });
  });

  it('refuses fields that are not short texts', async () => {
    const response = await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.manager,
      body: { company_name: 'x'.repeat(501) },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Chaque paramètre de facture est un texte de 500 caractères au plus.' });
    const notes = await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.manager,
      body: { default_notes: 12 },
    });
    expect(notes.body).toEqual({ error: 'Les notes par défaut sont un texte de 4000 caractères au plus.' });
  });
});

describe('the legal mentions', () => {
  it('saves each of them and reads them back', async () => {
    const saved = await put({ company_name: 'Martin Conseil', ...LEGAL });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...EMPTY, company_name: 'Martin Conseil', ...LEGAL });
    expect((await read()).body).toEqual(saved.body);
    const [row] = await server.sql('select siret, sole_trader, vat_regime, payment_terms_days from invoice_settings');
    expect(row).toEqual({ siret: '73282932000074', sole_trader: false, vat_regime: 'liable', payment_terms_days: 45 });
  });

  it('saves a sole trader under the franchise, and keeps the mentions a later save leaves out', async () => {
    await put(LEGAL);
    await put({
      legal_form: 'Entrepreneur individuel',
      sole_trader: true,
      share_capital: '',
      vat_number: '',
      vat_regime: 'franchise',
    });
    await put({ company_phone: '06 12 34 56 78', siret: null, payment_terms_days: null });
    expect((await read()).body).toEqual({
      ...EMPTY,
      ...LEGAL,
      company_phone: '06 12 34 56 78',
      legal_form: 'Entrepreneur individuel',
      sole_trader: true,
      share_capital: '',
      vat_number: '',
      vat_regime: 'franchise',
    });
  });

  it('stores identifiers typed with spaces (and a VAT number in small letters) compactly', async () => {
    const saved = await put({ siret: ' 732 829 320 00074 ', vat_number: 'fr 44 732 829 320' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ siret: '73282932000074', vat_number: 'FR44732829320' });
    expect(await server.sql('select siret, vat_number from invoice_settings')).toEqual([
      { siret: '73282932000074', vat_number: 'FR44732829320' },
    ]);
  });

  it.each([
    ['the head office', '35600000000048'],
    ['an establishment, whose key is not Luhn’s', '35600000000010'],
  ])('accepts La Poste’s SIRET of %s', async (_what, siret) => {
    const saved = await put({ siret });
    expect(saved.status).toBe(200);
    expect(saved.body.siret).toBe(siret);
  });

  it('refuses a SIRET whose Luhn key is wrong, and saves nothing of the request', async () => {
    const refused = await put({ company_name: 'Martin Conseil', siret: '73282932000075' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: 'SIRET invalide.' });
    expect((await read()).body).toEqual(EMPTY);
    expect(await server.sql('select id from invoice_settings')).toEqual([]);
  });

  it('clears an identifier sent empty, and brings the penalty rate back to its default', async () => {
    await put(LEGAL);
    const cleared = await put({ siret: '', vat_number: '  ', late_penalty_rate: '  ' });
    expect(cleared.body).toMatchObject({ siret: '', vat_number: '', late_penalty_rate: PENALTY_DEFAULT });
  });

  it.each([0, 60])('accepts payment terms of %i days', async (days) => {
    expect((await put({ payment_terms_days: days })).body.payment_terms_days).toBe(days);
  });

  const SIRET = 'SIRET invalide.';
  const VAT = 'Numéro de TVA intracommunautaire invalide.';
  const TERMS = 'Le délai de paiement doit être un nombre entier de jours entre 0 et 60.';
  const LONG = 'x'.repeat(501);
  const TOO_LONG = 'Chaque paramètre de facture est un texte de 500 caractères au plus.';
  it.each([
    ['a SIRET of 13 digits', { siret: '7328293200007' }, SIRET],
    ['a SIRET of 15 digits', { siret: '732829320000741' }, SIRET],
    ['a SIRET with a letter', { siret: '7328293200007A' }, SIRET],
    ['a SIRET sent as a number', { siret: 73282932000074 }, SIRET],
    ['a French VAT number whose key is wrong', { vat_number: 'FR45732829320' }, VAT],
    ['a French VAT number with a letter key', { vat_number: 'FRAB732829320' }, VAT],
    ['a French VAT number one digit short', { vat_number: 'FR44 732 829 32' }, VAT],
    ['a VAT number outside the EU', { vat_number: 'US123456789' }, VAT],
    ['a German VAT number one digit short', { vat_number: 'DE12345678' }, VAT],
    ['an unknown VAT regime', { vat_regime: 'assujetti' }, 'Régime de TVA invalide : franchise ou liable.'],
    ['payment terms of 61 days', { payment_terms_days: 61 }, TERMS],
    ['payment terms of -1 day', { payment_terms_days: -1 }, TERMS],
    ['payment terms of 30.5 days', { payment_terms_days: 30.5 }, TERMS],
    ['payment terms sent as text', { payment_terms_days: '30' }, TERMS],
    [
      'a sole-trader switch sent as text',
      { sole_trader: 'oui' },
      'Le champ « entrepreneur individuel » doit valoir vrai ou faux.',
    ],
    ['a legal form of 501 characters', { legal_form: LONG }, TOO_LONG],
    ['a share capital sent as a number', { share_capital: 10000 }, TOO_LONG],
    ['a registration of 501 characters', { registration: LONG }, TOO_LONG],
    ['a penalty rate of 501 characters', { late_penalty_rate: LONG }, TOO_LONG],
  ])('refuses %s, saving nothing', async (_case, body, error) => {
    await put(LEGAL);
    const refused = await put({ company_name: 'Autre nom', ...body });
    expect([refused.status, refused.body]).toEqual([400, { error }]);
    expect((await read()).body).toEqual({ ...EMPTY, ...LEGAL });
  });

  it('accepts VAT numbers of other member states in their national format', async () => {
    for (const vat_number of ['DE123456789', 'BE0123456789', 'NL123456789B01', 'ATU12345678', 'ESX1234567X']) {
      expect((await put({ vat_number })).body.vat_number).toBe(vat_number);
    }
  });
});

describe('the GraphQL twin', () => {
  const FIELDS =
    'companyName siret legalForm soleTrader shareCapital registration vatNumber vatRegime paymentTermsDays latePenaltyRate';
  const UPDATE = `mutation ($input: InvoiceSettingsInput!) { updateInvoiceSettings(input: $input) { ${FIELDS} } }`;
  const gql = (query: string, variables: Record<string, unknown> = {}) =>
    graphql(server.url, query, variables, tokens.admin);

  it('reads the defaults, saves the mentions and refuses an invalid SIRET with the same message', async () => {
    expect((await gql(`{ invoiceSettings { ${FIELDS} } }`)).data.invoiceSettings).toEqual({
      companyName: '',
      siret: '',
      legalForm: '',
      soleTrader: false,
      shareCapital: '',
      registration: '',
      vatNumber: '',
      vatRegime: 'franchise',
      paymentTermsDays: 30,
      latePenaltyRate: PENALTY_DEFAULT,
    });
    const input = {
      companyName: 'Éloïse Martin',
      siret: '732 829 320 00074',
      legalForm: 'Entrepreneur individuel',
      soleTrader: true,
      shareCapital: '',
      registration: 'RM 69 732 829 320',
      vatNumber: 'FR 44 732829320',
      vatRegime: 'liable',
      paymentTermsDays: 15,
      latePenaltyRate: '',
    };
    expect((await gql(UPDATE, { input })).data.updateInvoiceSettings).toEqual({
      ...input,
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      latePenaltyRate: PENALTY_DEFAULT,
    });
    const refused = await gql(UPDATE, { input: { companyName: 'Autre', siret: '73282932000075' } });
    expect(refused.errors?.[0]).toMatchObject({ message: 'SIRET invalide.', extensions: { code: 'BAD_USER_INPUT' } });
    const terms = await gql(UPDATE, { input: { paymentTermsDays: 90 } });
    expect(terms.errors?.[0]).toMatchObject({
      message: 'Le délai de paiement doit être un nombre entier de jours entre 0 et 60.',
    });
    expect((await gql('{ invoiceSettings { companyName siret paymentTermsDays } }')).data.invoiceSettings).toEqual({
      companyName: 'Éloïse Martin',
      siret: '73282932000074',
      paymentTermsDays: 15,
    });
  });
});
