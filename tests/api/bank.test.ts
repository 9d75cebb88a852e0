import { seriesNumber } from '@pilotage/domain';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, withTestServer } from '../support/server';
import {
  type Movement,
  camt053,
  csvCommaPoint,
  csvDebitCredit,
  hugeCsv,
  ofx2,
  xmlBomb,
} from '../support/bank/statements';
import { upload } from '../support/bank/upload';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const IBAN = 'FR76 3000 6000 0112 3456 7890 189';
const account = async (token = tokens.manager) => {
  const created = await call(server.url, 'POST', '/api/bank-accounts', {
    token,
    body: { name: 'Compte courant', iban: IBAN, opening_balance: 1000, opening_date: '2020-01-01' },
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
};
const importFile = (id: number, file: Buffer | string, fields: Record<string, string> = {}, token = tokens.manager) =>
  upload(server.url, `/api/bank-accounts/${id}/statements`, token, file, fields);
const lines = async (query = '') =>
  (await call(server.url, 'GET', `/api/bank-lines${query}`, { token: tokens.manager })).body;
const lineCount = async () => (await server.sql<{ n: number }>('select count(*)::int as n from bank_lines'))[0].n;

const day = (offset: number) => {
  const date = new Date(`${parisToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - offset);
  return date.toISOString().slice(0, 10);
};

describe('bank accounts', () => {
  it('are created with a checked IBAN, listed with their balances, changed and deleted', async () => {
    const refused = await call(server.url, 'POST', '/api/bank-accounts', {
      token: tokens.manager,
      body: { name: 'X', iban: 'FR7630006000011234567890188', opening_date: '2026-01-01' },
    });
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'IBAN invalide : vérifiez-le (sa clé de contrôle ne correspond pas).' },
    });
    const id = await account();
    const again = await call(server.url, 'POST', '/api/bank-accounts', {
      token: tokens.admin,
      body: { name: 'Doublon', iban: 'FR7630006000011234567890189', opening_date: '2026-01-01' },
    });
    expect(again).toMatchObject({ status: 409, body: { error: 'Un compte bancaire avec cet IBAN existe déjà.' } });
    const listed = await call(server.url, 'GET', '/api/bank-accounts', { token: tokens.admin });
    expect(listed.body).toEqual([
      expect.objectContaining({
        id,
        iban: 'FR7630006000011234567890189',
        opening_balance: 1000,
        bank_balance: 1000,
        pilotage_balance: 1000,
        to_reconcile: 0,
      }),
    ]);
    const changed = await call(server.url, 'PUT', `/api/bank-accounts/${id}`, {
      token: tokens.manager,
      body: { name: 'Compte pro', iban: IBAN, opening_balance: '12.50', opening_date: '2020-01-01' },
    });
    expect(changed.body).toMatchObject({ name: 'Compte pro', opening_balance: 12.5 });
    const deleted = await call(server.url, 'DELETE', `/api/bank-accounts/${id}`, { token: tokens.manager });
    expect(deleted).toMatchObject({ status: 200, body: { message: 'Compte bancaire supprimé.' } });
  });

  it('are refused to an Employé and to the anonymous', async () => {
    expect((await call(server.url, 'GET', '/api/bank-accounts', { token: tokens.employe })).status).toBe(403);
    expect((await call(server.url, 'GET', '/api/bank-lines')).status).toBe(401);
    const id = await account();
    expect((await importFile(id, csvCommaPoint([]), {}, tokens.employe)).status).toBe(403);
  });

  it('exist in GraphQL with the same rules', async () => {
    const created = await graphql(
      server.url,
      `
        mutation ($input: BankAccountInput!) {
          createBankAccount(input: $input) {
            id
            iban
            bankBalance
          }
        }
      `,
      { input: { name: 'Livret', iban: 'DE89 3704 0044 0532 0130 00', openingDate: '2026-01-01' } },
      tokens.manager,
    );
    expect(created.data.createBankAccount).toMatchObject({ iban: 'DE89370400440532013000', bankBalance: 0 });
    const bad = await graphql(
      server.url,
      `
        mutation {
          createBankAccount(input: { name: "X", iban: "DE89370400440532013001", openingDate: "2026-01-01" }) {
            id
          }
        }
      `,
      {},
      tokens.manager,
    );
    expect(bad.errors?.[0]).toMatchObject({ extensions: { code: 'BAD_USER_INPUT' } });
  });
});

const month: Movement[] = [
  { date: '2026-11-02', cents: 150000, label: 'VIR SEPA DUPONT SARL', ref: 'R1' },
  { date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11', ref: 'R2' },
  { date: '2026-11-03', cents: -350, label: 'CB BOULANGERIE 03/11', ref: 'R3' },
  { date: '2026-11-05', cents: -12000, label: 'PRLV ORANGE', ref: 'R4' },
];

describe('statement import', () => {
  it('imports a CSV once: lines already there are skipped and counted, identical card payments counted as a multiset', async () => {
    const id = await account();
    const first = await importFile(id, csvDebitCredit(month));
    expect(first).toMatchObject({
      status: 201,
      body: { format: 'csv', line_count: 4, added: 4, skipped: 0, warnings: [] },
    });
    const overlap = await importFile(
      id,
      csvDebitCredit([...month.slice(1), { date: '2026-11-06', cents: -350, label: 'CB BOULANGERIE 03/11' }]),
    );
    expect(overlap.body).toMatchObject({ added: 1, skipped: 3 });
    // A file with three identical payments adds the third only.
    const three = [month[1], month[1], month[1]];
    expect((await importFile(id, csvDebitCredit(three))).body).toMatchObject({ added: 1, skipped: 2 });
    expect(await lineCount()).toBe(6);
    const [view] = (await call(server.url, 'GET', '/api/bank-accounts', { token: tokens.manager })).body;
    expect(view).toMatchObject({ bank_balance: 1000 + (150000 - 350 * 4 - 12000) / 100, to_reconcile: 6 });
  });

  it('uses the bank id of CAMT.053 and OFX entries, and reports balances that do not add up', async () => {
    const id = await account();
    const camt = await upload(
      server.url,
      `/api/bank-accounts/${id}/statements`,
      tokens.manager,
      camt053(month, { closingCents: 1 }),
      {},
      'releve.xml',
    );
    expect(camt.status).toBe(201);
    expect(camt.body.warnings).toEqual([expect.stringMatching(/^Soldes incohérents : ouverture 0,00/)]);
    const ofx = await importFile(id, ofx2(month.map((m) => ({ ...m }))));
    expect(ofx.body).toMatchObject({ format: 'ofx', added: 0, skipped: 4 });
  });

  it('answers 422 with the lines and reasons in French, and imports nothing', async () => {
    const id = await account();
    const broken = csvDebitCredit(month).toString('latin1').replace('05/11/2026', '05/13/2026');
    const refused = await importFile(id, Buffer.from(broken, 'latin1'));
    expect(refused).toMatchObject({
      status: 422,
      body: {
        error: 'Relevé illisible : 1 ligne en erreur, aucune ligne importée.',
        problems: [{ line: 10, reason: 'date illisible « 05/13/2026 »' }],
      },
    });
    const truncated = camt053(month);
    expect((await importFile(id, truncated.slice(0, truncated.length - 100))).status).toBe(422);
    const started = Date.now();
    expect(await importFile(id, xmlBomb())).toMatchObject({
      status: 422,
      body: { error: 'Fichier XML refusé : les déclarations DOCTYPE et ENTITY ne sont pas acceptées.' },
    });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await lineCount()).toBe(0);
  });

  it('refuses a 20 MB file with 413', async () => {
    const id = await account();
    const refused = await importFile(id, hugeCsv(20));
    expect(refused).toMatchObject({ status: 413, body: { error: 'Relevé trop volumineux (10 Mo au maximum).' } });
    expect(await lineCount()).toBe(0);
  });

  it('previews a CSV with its detected mapping, and imports with a corrected mapping saved for the account', async () => {
    const id = await account();
    const file = csvCommaPoint(month);
    const preview = await upload(server.url, `/api/bank-accounts/${id}/statements/preview`, tokens.manager, file);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      format: 'csv',
      line_count: 4,
      columns: ["Date de l'opération", 'Libellé', 'Montant', 'Référence', 'Devise'],
      mapping: {
        separator: ',',
        decimal: '.',
        date_order: 'dmy',
        date_column: 0,
        label_column: 1,
        amount_column: 2,
        reference_column: 3,
      },
      problems: [],
    });
    expect(preview.body.rows[0]).toEqual({
      line: 2,
      date: '2026-11-02',
      amount: 1500,
      label: 'VIR SEPA DUPONT SARL',
      bank_ref: 'R1',
    });
    // Corrected: the reference is not the bank's id here, so lines are told apart by their content.
    const corrected = { ...preview.body.mapping, reference_column: null };
    const imported = await importFile(id, file, { mapping: JSON.stringify(corrected), save_mapping: 'true' });
    expect(imported.body).toMatchObject({ added: 4 });
    expect(
      (await call(server.url, 'GET', `/api/bank-accounts/${id}`, { token: tokens.manager })).body.has_csv_mapping,
    ).toBe(true);
    expect((await lines()).every((line: { bank_ref: string | null }) => line.bank_ref === null)).toBe(true);
    const bad = await importFile(id, file, { mapping: '{"separator":"|"}' });
    expect(bad).toMatchObject({ status: 400 });
  });

  it('pages and filters the lines, with X-Total-Count', async () => {
    const id = await account();
    await importFile(id, csvDebitCredit(month));
    const page = await call(server.url, 'GET', '/api/bank-lines?limit=2&offset=1', { token: tokens.manager });
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((l: { date: string }) => l.date)).toEqual(['2026-11-03', '2026-11-03']);
    expect((await lines('?q=orange')).map((l: { label: string }) => l.label)).toEqual(['PRLV ORANGE']);
    expect(await lines('?state=Rapproch%C3%A9e')).toEqual([]);
    expect((await call(server.url, 'GET', '/api/bank-lines?state=x', { token: tokens.manager })).status).toBe(400);
  });
});

describe('matching', () => {
  beforeEach(() => saveSeller(server, tokens.admin));

  it('proposes the invoice named in the label; matching pays it at the bank date, once; unmatching cancels the payment', async () => {
    const invoice = await issued(server, tokens.manager);
    const number = seriesNumber('invoice', Number(parisToday().slice(0, 4)), 1);
    expect(invoice.number).toBe(number);
    const id = await account();
    await importFile(id, csvDebitCredit([{ date: day(0), cents: 30000, label: `VIR ZOE MARTIN ${number}` }]));
    const [line] = await lines();
    expect(line.proposals[0]).toMatchObject({ kind: 'invoice', target_id: invoice.id, score: 100, unambiguous: true });
    expect(line.proposals[0].description).toMatch(new RegExp(`^Facture ${number} · Zoé Martin · 300,00\\s€$`));
    const matched = await call(server.url, 'POST', `/api/bank-lines/${line.id}/match`, {
      token: tokens.manager,
      body: { kind: 'invoice', target_id: invoice.id },
    });
    expect(matched.body).toMatchObject({
      state: 'Rapprochée',
      match_kind: 'invoice',
      invoice_number: number,
      proposals: [],
    });
    const paid = await call(server.url, 'GET', `/api/invoices/${invoice.id}`, { token: tokens.manager });
    expect(paid.body).toMatchObject({ status: 'Payée', paid_at: day(0) });
    const revenue = await server.sql<{ n: number }>(
      `select count(*)::int as n from financial_transactions where amount = 300`,
    );
    expect(revenue[0].n).toBe(1);
    const twice = await call(server.url, 'POST', `/api/bank-lines/${line.id}/match`, {
      token: tokens.manager,
      body: { kind: 'invoice', target_id: invoice.id },
    });
    expect(twice).toMatchObject({ status: 409, body: { error: 'Cette ligne est déjà rapprochée ou ignorée.' } });
    // Cancelling a payment is an Admin's, here as on the invoice.
    expect(
      (await call(server.url, 'POST', `/api/bank-lines/${line.id}/unmatch`, { token: tokens.manager })).status,
    ).toBe(403);
    const undone = await call(server.url, 'POST', `/api/bank-lines/${line.id}/unmatch`, { token: tokens.admin });
    expect(undone.body).toMatchObject({ state: 'À rapprocher', invoice_id: null });
    expect(
      (await call(server.url, 'GET', `/api/invoices/${invoice.id}`, { token: tokens.manager })).body.status,
    ).not.toBe('Payée');
    expect((await server.sql<{ n: number }>(`select count(*)::int as n from financial_transactions`))[0].n).toBe(0);
    const journal = await server.sql<{ action: string }>(
      `select action from audit_log where entity_type = 'bank_line' order by id`,
    );
    expect(journal.map((row) => row.action)).toEqual(['update', 'update']);
  });

  it('refuses an invoice whose amount due differs from the credit', async () => {
    const invoice = await issued(server, tokens.manager);
    const id = await account();
    await importFile(id, csvDebitCredit([{ date: day(0), cents: 29999, label: 'VIR' }]));
    const [line] = await lines();
    const refused = await call(server.url, 'POST', `/api/bank-lines/${line.id}/match`, {
      token: tokens.manager,
      body: { kind: 'invoice', target_id: invoice.id },
    });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: expect.stringMatching(
          /^Le montant de la ligne \(299,99\s€\) diffère du reste à payer de la facture \(300,00\s€\)\.$/,
        ),
      },
    });
  });

  it('creates a transaction from a line, proposes existing ones, and makes a rule in one click', async () => {
    const id = await account();
    await call(server.url, 'POST', '/api/financials', {
      token: tokens.manager,
      body: { amount: -120, description: 'Orange', date: '2026-11-04', category: 'Dépense Logiciel' },
    });
    await importFile(id, csvDebitCredit(month));
    const all = await lines();
    const orange = all.find((l: { label: string }) => l.label === 'PRLV ORANGE');
    expect(orange.proposals[0]).toMatchObject({ kind: 'transaction', score: 58, unambiguous: true });
    const bread = all.find((l: { label: string }) => l.label.startsWith('CB BOULANGERIE'));
    const created = await call(server.url, 'POST', `/api/bank-lines/${bread.id}/match`, {
      token: tokens.manager,
      body: { kind: 'create', category: 'Autre Dépense' },
    });
    expect(created.body).toMatchObject({
      state: 'Rapprochée',
      match_kind: 'create',
      transaction_description: 'CB BOULANGERIE 03/11',
    });
    const [transaction] = await server.sql<{ amount: string; related_source: string; date: string }>(
      `select amount::text, related_source, date::text from financial_transactions where id = $1`,
      [created.body.transaction_id],
    );
    expect(transaction).toEqual({
      amount: '-3.50',
      related_source: 'Banque · CB BOULANGERIE 03/11',
      date: '2026-11-03',
    });
    const rule = await call(server.url, 'POST', `/api/bank-lines/${bread.id}/rule`, {
      token: tokens.manager,
      body: {},
    });
    expect(rule).toMatchObject({
      status: 201,
      body: { label_contains: 'CB BOULANGERIE', min_amount: null, max_amount: 0, category: 'Autre Dépense' },
    });
    const other = (await lines('?state=%C3%80%20rapprocher')).find((l: { label: string }) =>
      l.label.startsWith('CB BOULANGERIE'),
    );
    expect(other.proposals[0]).toMatchObject({ kind: 'rule', target_id: rule.body.id, unambiguous: true });
    const auto = await call(server.url, 'POST', '/api/bank-lines/auto-match', {
      token: tokens.manager,
      body: { account_id: id },
    });
    expect(auto.body).toEqual({ matched: 2, message: '2 lignes rapprochées automatiquement.' });
    expect((await lines('?state=%C3%80%20rapprocher')).map((l: { label: string }) => l.label)).toEqual([
      'VIR SEPA DUPONT SARL',
    ]);
    const ignored = await call(server.url, 'POST', `/api/bank-lines/${all[all.length - 1].id}/ignore`, {
      token: tokens.manager,
    });
    expect(ignored.body.state).toBe('Ignorée');
    const summary = await call(server.url, 'GET', '/api/bank-summary', { token: tokens.manager });
    expect(summary.body).toEqual({ accounts: 1, bank_balance: 1000 + 1500 - 3.5 - 3.5 - 120, to_reconcile: 0 });
    // Unmatching a created transaction deletes it.
    await call(server.url, 'POST', `/api/bank-lines/${bread.id}/unmatch`, { token: tokens.manager });
    expect(
      (await server.sql('select 1 from financial_transactions where id = $1', [created.body.transaction_id])).length,
    ).toBe(0);
  });
});
