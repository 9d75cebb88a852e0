import { BAD_IDS, businessApi, parisToday } from '../support/business';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
let api: ReturnType<typeof businessApi>;
withTestServer((s, t) => ((server = s), (tokens = t), (api = businessApi(s, t.manager))));

const post = (body: unknown) => call(server.url, 'POST', '/api/financials', { token: tokens.manager, body });
const put = (id: number, body: unknown) =>
  call(server.url, 'PUT', `/api/financials/${id}`, { token: tokens.manager, body });
const list = (query = '') => call(server.url, 'GET', `/api/financials${query}`, { token: tokens.manager });
const stored = async (id: number) =>
  (await server.sql<{ amount: string }>('select amount::text from financial_transactions where id = $1', [id]))[0]
    .amount;

describe('who may call /api/financials', () => {
  const calls: [string, string, unknown][] = [
    ['GET', '/api/financials', undefined],
    ['GET', '/api/financials/1', undefined],
    ['POST', '/api/financials', { amount: 1, description: 'x' }],
    ['PUT', '/api/financials/1', { amount: 1, description: 'x', date: '2026-01-01' }],
    ['DELETE', '/api/financials/1', undefined],
  ];
  it.each(calls)('%s %s: 401 anonymous, 403 Employé', async (method, path, body) => {
    expect((await call(server.url, method, path, { body })).status).toBe(401);
    expect((await call(server.url, method, path, { token: tokens.employe, body })).status).toBe(403);
  });

  it.each(['manager', 'admin'] as const)('lets a %s create, read, update and delete', async (who) => {
    const token = tokens[who];
    const lea = await api.employee('Léa');
    const created = await call(server.url, 'POST', '/api/financials', {
      token,
      body: {
        amount: 49.9,
        description: ' Abonnement mensuel ',
        date: '2026-02-03',
        category: 'Abonnement',
        related_employee_id: lea.id,
        related_source: 'Site web',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      amount: 49.9,
      description: 'Abonnement mensuel',
      date: '2026-02-03',
      category: 'Abonnement',
      type: 'Revenu',
      related_employee_id: lea.id,
      related_employee_name: 'Léa',
      related_source: 'Site web',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      has_attachment: false,
    });
    expect((await call(server.url, 'GET', `/api/financials/${created.body.id}`, { token })).body).toEqual(created.body);
    const updated = await call(server.url, 'PUT', `/api/financials/${created.body.id}`, {
      token,
      body: {
        description: 'Licence',
        amount: 12.5,
        type: 'Dépense',
        date: '2026-02-04',
        category: 'Logiciel maison',
        employee_id: null,
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      amount: -12.5,
      type: 'Dépense',
      category: 'Logiciel maison',
      related_employee_id: null,
      related_source: 'Site web',
    });
    const deleted = await call(server.url, 'DELETE', `/api/financials/${created.body.id}`, { token });
    expect(deleted.body).toEqual({ message: 'Transaction supprimée avec succès.' });
    expect((await call(server.url, 'GET', `/api/financials/${created.body.id}`, { token })).status).toBe(404);
  });
});

describe('amounts and signs', () => {
  it('stores a posted amount exactly, with its sign, and derives the type', async () => {
    const expense = await api.transaction(-19.99);
    const revenue = await api.transaction(0.1);
    const zero = await api.transaction(0);
    expect([expense.type, revenue.type, zero.type]).toEqual(['Dépense', 'Revenu', 'Revenu']);
    expect([await stored(expense.id), await stored(revenue.id), await stored(zero.id)]).toEqual([
      '-19.99',
      '0.10',
      '0.00',
    ]);
    const fromForm = await post({ amount: '1234567.89', description: 'Vente' });
    expect(fromForm.body.amount).toBe(1234567.89);
    expect(await stored(fromForm.body.id)).toBe('1234567.89');
  });

  it.each([
    [-30, 'Revenu', 30, 'Revenu'],
    [30, 'Revenu', 30, 'Revenu'],
    [30, 'Dépense', -30, 'Dépense'],
    [-30, 'Dépense', -30, 'Dépense'],
    [-30, undefined, -30, 'Dépense'],
    [30, null, 30, 'Revenu'],
  ])('PUT amount %p with type %p stores %p', async (amount, type, expected, expectedType) => {
    const transaction = await api.transaction(5);
    const response = await put(transaction.id, { description: 'x', amount, type, date: '2026-03-01' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ amount: expected, type: expectedType });
    expect(await stored(transaction.id)).toBe(expected.toFixed(2));
  });

  it.each([
    [{ description: 'x' }, 'Le montant doit être un nombre.'],
    [{ amount: null, description: 'x' }, 'Le montant doit être un nombre.'],
    [{ amount: 'douze', description: 'x' }, 'Le montant doit être un nombre.'],
    [{ amount: '', description: 'x' }, 'Le montant doit être un nombre.'],
    [{ amount: 1.234, description: 'x' }, 'Le montant doit être un nombre valide.'],
    [{ amount: 1e13, description: 'x' }, 'Le montant doit être un nombre valide.'],
    [{ amount: '1e3', description: 'x' }, 'Le montant doit être un nombre valide.'],
    [{ amount: 1 }, 'La description est obligatoire.'],
    [{ amount: 1, description: '   ' }, 'La description est obligatoire.'],
    [{ amount: 1, description: 'x', date: '2026-02-30' }, 'Date invalide : format AAAA-MM-JJ attendu.'],
    [
      { amount: 1, description: 'x', category: 'Loyer' },
      'Catégorie invalide : choisissez Abonnement, Pourboire, Média Privé, Autre Revenu, Dépense Logiciel, Dépense Marketing, Autre Dépense.',
    ],
    [{ amount: 1, description: 'x', related_employee_id: 999 }, 'Employé lié invalide.'],
    [{ amount: 1, description: 'x', related_employee_id: '1 OR 1=1' }, 'Employé lié invalide.'],
  ])('refuses %j on create', async (body, error) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it.each([
    [{ amount: 1, date: '2026-01-01' }, 'La description est obligatoire.'],
    [{ description: 'x', amount: 1 }, 'La date est obligatoire.'],
    [{ description: 'x', amount: 'abc', date: '2026-01-01' }, 'Le montant doit être un nombre.'],
    [
      { description: 'x', amount: 1, date: '2026-01-01', type: 'Crédit' },
      'Type invalide : choisissez Revenu ou Dépense.',
    ],
    [
      { description: 'x', amount: 1, date: '2026-01-01', category: 'x'.repeat(101) },
      'La catégorie est un texte de 100 caractères au plus.',
    ],
  ])('refuses %j on edit', async (body, error) => {
    const transaction = await api.transaction(5);
    const response = await put(transaction.id, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it.each([
    'Abonnement',
    'Pourboire',
    'Média Privé',
    'Autre Revenu',
    'Dépense Logiciel',
    'Dépense Marketing',
    'Autre Dépense',
  ])('accepts the category %s', async (category) => {
    expect((await api.transaction(1, { category })).category).toBe(category);
  });

  it('dates a transaction today by default, and an ISO timestamp by its business day', async () => {
    expect((await post({ amount: 1, description: 'x' })).body.date).toBe(parisToday());
    // 23:30 UTC on 31 March is 1 April in Paris.
    expect((await post({ amount: 1, description: 'x', date: '2026-03-31T23:30:00.000Z' })).body.date).toBe(
      '2026-04-01',
    );
  });
});

describe('GET /api/financials', () => {
  it('sorts, filters by inclusive dates and pages with X-Total-Count', async () => {
    await api.transaction(10, { date: '2026-01-01' });
    await api.transaction(-20, { date: '2026-01-10' });
    await api.transaction(30, { date: '2026-01-20' });
    await api.transaction(-5, { date: '2026-01-31' });
    const dashboard = await list('?limit=5&sort_by=date&order=desc');
    expect(dashboard.headers.get('x-total-count')).toBe('4');
    expect(dashboard.body.map((t: any) => t.date)).toEqual(['2026-01-31', '2026-01-20', '2026-01-10', '2026-01-01']);
    const range = await list('?start_date=2026-01-10&end_date=2026-01-20&sort_by=amount&order=asc');
    expect(range.headers.get('x-total-count')).toBe('2');
    expect(range.body.map((t: any) => t.amount)).toEqual([-20, 30]);
    const page = await list('?sort_by=amount&order=desc&limit=2&offset=1');
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body.map((t: any) => t.amount)).toEqual([10, -5]);
    expect((await list('?sort_by=created_at&order=asc')).body.map((t: any) => t.amount)).toEqual([10, -20, 30, -5]);
  });

  it.each([
    ['?start_date=2026-02-01&end_date=2026-01-01', 'La date de début ne peut pas être postérieure à la date de fin.'],
    ['?start_date=hier', 'Paramètre « start_date » invalide : format AAAA-MM-JJ attendu.'],
    ['?sort_by=description', 'Paramètre « sort_by » invalide : valeurs possibles date, amount, created_at.'],
    ['?order=random', 'Paramètre « order » invalide : valeurs possibles asc, desc.'],
    ['?limit=1000', 'Paramètre « limit » invalide : un entier entre 1 et 500 est attendu.'],
  ])('refuses %s', async (query, error) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it.each(BAD_IDS)('answers the id %s with %i', async (id, status) => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const body = method === 'PUT' ? { description: 'x', amount: 1, date: '2026-01-01' } : undefined;
      const response = await call(server.url, method, `/api/financials/${id}`, { token: tokens.admin, body });
      expect(response.status).toBe(status);
      expect(response.body.error).toBe(status === 400 ? 'Identifiant invalide.' : 'Transaction introuvable.');
    }
  });
});

describe('GET /api/financials?q=', () => {
  const descriptions = (response: { body: { description: string }[] }) => response.body.map((row) => row.description);
  const search = (q: string, extra = '') => list(`?${new URLSearchParams({ q })}${extra}`);

  it('finds a part of the description, category or source, case and accents ignored, within the dates', async () => {
    await api.transaction(100, { description: 'Vente café', date: '2026-01-10' });
    await api.transaction(-40, { description: 'Achat', category: 'Dépense Logiciel', date: '2026-01-11' });
    await api.transaction(60, { description: 'Acompte', related_source: 'Client Hélène', date: '2026-01-12' });
    await api.transaction(-5, { description: 'Frais', date: '2026-02-01', related_source: 'CAFÉ du coin' });
    const cafe = await search('CAFE', '&sort_by=date&order=asc');
    expect(cafe.status).toBe(200);
    expect(descriptions(cafe)).toEqual(['Vente café', 'Frais']);
    expect(cafe.headers.get('x-total-count')).toBe('2');
    const january = await search('cafe', '&end_date=2026-01-31');
    expect(descriptions(january)).toEqual(['Vente café']);
    expect(january.headers.get('x-total-count')).toBe('1');
    expect(descriptions(await search('LOGICIEL'))).toEqual(['Achat']);
    expect(descriptions(await search('helene'))).toEqual(['Acompte']);
    const paged = await search('a', '&sort_by=date&order=asc&limit=1&offset=1');
    expect(descriptions(paged)).toEqual(['Acompte']);
    expect(paged.headers.get('x-total-count')).toBe('2');
  });

  it('takes % and _ literally and refuses more than 100 characters', async () => {
    await api.transaction(10, { description: 'Remise 5%' });
    await api.transaction(10, { description: 'Remise 50' });
    await api.transaction(10, { description: 'ref_a1' });
    await api.transaction(10, { description: 'refxa1' });
    expect(descriptions(await search('5%'))).toEqual(['Remise 5%']);
    expect(descriptions(await search('f_a'))).toEqual(['ref_a1']);
    const long = await search('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toEqual({ error: 'Paramètre « q » invalide : 100 caractères au plus.' });
  });
});

describe('GET /api/financials?employee=', () => {
  it("lists only one employee's transactions, in every order, within the dates, counted", async () => {
    const lea = await api.employee('Léa');
    const marc = await api.employee('Marc');
    await api.transaction(10, { description: 'Léa 1', date: '2026-01-01', related_employee_id: lea.id });
    await api.transaction(-20, { description: 'Marc 1', date: '2026-01-02', related_employee_id: marc.id });
    await api.transaction(30, { description: 'Léa 2', date: '2026-01-03', related_employee_id: lea.id });
    await api.transaction(-5, { description: 'Sans employé', date: '2026-01-04' });
    await api.transaction(-7, { description: 'Léa 3', date: '2026-02-01', related_employee_id: lea.id });
    const descriptions = (response: { body: { description: string }[] }) => response.body.map((t) => t.description);

    const all = await list(`?employee=${lea.id}`);
    expect(all.status).toBe(200);
    expect(descriptions(all)).toEqual(['Léa 3', 'Léa 2', 'Léa 1']);
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body.every((t: any) => t.related_employee_name === 'Léa')).toBe(true);
    expect(descriptions(await list(`?employee=${lea.id}&sort_by=amount&order=asc`))).toEqual([
      'Léa 3',
      'Léa 1',
      'Léa 2',
    ]);
    expect(descriptions(await list(`?employee=${lea.id}&sort_by=created_at&order=asc`))).toEqual([
      'Léa 1',
      'Léa 2',
      'Léa 3',
    ]);
    const january = await list(`?employee=${lea.id}&end_date=2026-01-31&limit=1`);
    expect(descriptions(january)).toEqual(['Léa 2']);
    expect(january.headers.get('x-total-count')).toBe('2');
    const searched = await list(`?employee=${lea.id}&q=l%C3%A9a%203`);
    expect(descriptions(searched)).toEqual(['Léa 3']);
    expect(searched.headers.get('x-total-count')).toBe('1');
    // An employee with no linked transaction (or one that does not exist): an empty page.
    const none = await list(`?employee=${marc.id + 100}`);
    expect(none.body).toEqual([]);
    expect(none.headers.get('x-total-count')).toBe('0');
    // A page past the end: empty, with the exact total all the same.
    const past = await list(`?employee=${lea.id}&end_date=2026-01-31&offset=5`);
    expect(past.body).toEqual([]);
    expect(past.headers.get('x-total-count')).toBe('2');
    const pastAll = await list('?offset=1000');
    expect(pastAll.body).toEqual([]);
    expect(pastAll.headers.get('x-total-count')).toBe((await list('?limit=500')).body.length.toString());
  });

  it.each(BAD_IDS.filter(([, status]) => status === 400))('refuses the employee %s in French', async (id) => {
    const response = await list(`?employee=${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Identifiant invalide.' });
  });
});
