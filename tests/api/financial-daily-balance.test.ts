import { businessApi } from '../support/business';
import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
let api: ReturnType<typeof businessApi>;
withTestServer((s, t) => ((server = s), (tokens = t), (api = businessApi(s, t.manager))));

const balances = (query = '', token = tokens.manager) =>
  call(server.url, 'GET', `/api/financials/daily-balance${query}`, { token });

const DAILY_QUERY = `query Daily($filter: FinancialFilterInput) {
  financialDailyBalances(filter: $filter) { date revenue expenses net bucket }
}`;

describe('GET /api/financials/daily-balance', () => {
  it('answers 401 to anonymous callers and 403 to Employé', async () => {
    expect((await call(server.url, 'GET', '/api/financials/daily-balance')).status).toBe(401);
    expect((await balances('', tokens.employe)).status).toBe(403);
    expect((await balances('', tokens.admin)).status).toBe(200);
  });

  it('is not taken for a transaction id', async () => {
    const response = await balances();
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('sums each day exactly, oldest day first, with the net sign of the day', async () => {
    // 0.1 + 0.2 is 0.30000000000000004 in floating point: the sums must be done on numerics.
    await api.transaction(0.1, { date: '2026-03-02' });
    await api.transaction(0.2, { date: '2026-03-02' });
    await api.transaction(-45.5, { date: '2026-03-02' });
    await api.transaction(1234.5, { date: '2026-03-01' });
    await api.transaction(-0.01, { date: '2026-03-04' });
    const response = await balances();
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { date: '2026-03-01', revenue: 1234.5, expenses: 0, net: 1234.5, bucket: 'day' },
      { date: '2026-03-02', revenue: 0.3, expenses: 45.5, net: -45.2, bucket: 'day' },
      { date: '2026-03-04', revenue: 0, expenses: 0.01, net: -0.01, bucket: 'day' },
    ]);
  });

  it('follows the inclusive date filters of the list', async () => {
    for (const date of ['2026-01-31', '2026-02-01', '2026-02-15', '2026-02-28', '2026-03-01'])
      await api.transaction(10, { date });
    const response = await balances('?start_date=2026-02-01&end_date=2026-02-28');
    expect(response.body.map((row: { date: string }) => row.date)).toEqual(['2026-02-01', '2026-02-15', '2026-02-28']);
    expect((await balances('?start_date=2026-03-01')).body).toEqual([
      { date: '2026-03-01', revenue: 10, expenses: 0, net: 10, bucket: 'day' },
    ]);
  });

  it.each([
    ['?start_date=2026-03-02&end_date=2026-03-01', 'La date de début ne peut pas être postérieure à la date de fin.'],
    ['?start_date=2026-02-30', 'Paramètre « start_date » invalide : format AAAA-MM-JJ attendu.'],
    ["?end_date=1'%20or%201=1", 'Paramètre « end_date » invalide : format AAAA-MM-JJ attendu.'],
  ])('refuses %s with a French message', async (query, error) => {
    const response = await balances(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });

  it('adds up thousands of rows in the database', async () => {
    await server.sql(
      `insert into financial_transactions (amount, description, date, category, related_source)
       select case when i % 2 = 0 then 12.34 else -2.22 end, 'Ligne ' || i, date '2026-01-01' + ((i / 2) % 10), '', ''
         from generate_series(1, 5000) i`,
    );
    const response = await balances();
    expect(response.body).toHaveLength(10);
    // Each day has 250 revenues of 12.34 and 250 expenses of 2.22.
    for (const day of response.body) expect(day).toMatchObject({ revenue: 3085, expenses: 555, net: 2530 });
  });
});

describe('a long period, grouped by week or month (bucket)', () => {
  /** Two years of transactions on irregular days, amounts in cents that floats would not add exactly. */
  async function twoYears() {
    await server.sql(
      `insert into financial_transactions (amount, description, date, category, related_source)
       select case when i % 3 = 0 then -(i % 97) - 0.07 else (i % 211) + 0.1 end, 'Ligne ' || i,
              date '2025-01-01' + ((i * 7) % 730), '', ''
         from generate_series(1, 3000) i`,
    );
  }

  /** The same grouping done apart from the gateway, from the transactions themselves. */
  const recomputed = (unit: 'week' | 'month', start: string, end: string) =>
    server.sql<{ date: string; revenue: number; expenses: number; net: number }>(
      `select date_trunc($1, date::timestamp)::date::text as date,
              coalesce(sum(amount) filter (where amount > 0), 0)::float8 as revenue,
              coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as expenses,
              sum(amount)::float8 as net
         from financial_transactions where date between $2 and $3 group by 1 order by 1`,
      [unit, start, end],
    );

  it.each(['week', 'month'] as const)(
    'by %s: the sums of the transactions, each bar named by its first day',
    async (unit) => {
      await twoYears();
      const response = await balances(`?start_date=2025-03-01&end_date=2026-02-28&bucket=${unit}`);
      expect(response.status).toBe(200);
      const expected = await recomputed(unit, '2025-03-01', '2026-02-28');
      expect(response.body).toEqual(expected.map((row) => ({ ...row, bucket: unit })));
      if (unit === 'month') expect(response.body).toHaveLength(12);
      else for (const row of response.body) expect(new Date(`${row.date}T00:00:00Z`).getUTCDay()).toBe(1);
    },
  );

  it('chooses by the length of the period with auto: a quarter by day, half a year by week, a year by month', async () => {
    await twoYears();
    const bucketsOf = async (query: string) =>
      new Set((await balances(`?bucket=auto${query}`)).body.map((row: { bucket: string }) => row.bucket));
    expect(await bucketsOf('&start_date=2025-07-01&end_date=2025-09-30')).toEqual(new Set(['day']));
    expect(await bucketsOf('&start_date=2025-07-01&end_date=2025-12-31')).toEqual(new Set(['week']));
    expect(await bucketsOf('&start_date=2025-01-01&end_date=2025-12-31')).toEqual(new Set(['month']));
    // « Tout »: no bound, the span of the days that have transactions (two years): by month.
    const all = await balances('?bucket=auto');
    expect(all.body).toEqual(
      (await recomputed('month', '2000-01-01', '2100-01-01')).map((row) => ({ ...row, bucket: 'month' })),
    );
  });

  it('keeps one row a day without bucket, and refuses an unknown one in French', async () => {
    await api.transaction(10, { date: '2026-03-01' });
    expect((await balances('?bucket=day')).body).toEqual((await balances()).body);
    const refused = await balances('?bucket=year');
    expect(refused).toMatchObject({
      status: 400,
      body: { error: 'Paramètre « bucket » invalide : valeurs possibles day, week, month, auto.' },
    });
    const graphqlRefused = await graphql(
      server.url,
      `
        query {
          financialDailyBalances(bucket: "trimestre") {
            date
          }
        }
      `,
      {},
      tokens.manager,
    );
    expect(graphqlRefused.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('financialDailyBalances (GraphQL)', () => {
  it('gives the same rows as REST, for Admin and Manager only', async () => {
    await api.transaction(99.99, { date: '2026-04-10' });
    await api.transaction(-100, { date: '2026-04-11' });
    const filter = { startDate: '2026-04-01', endDate: '2026-04-30', sortBy: 'amount' };
    const result = await graphql(server.url, DAILY_QUERY, { filter }, tokens.admin);
    expect(result.errors).toBeUndefined();
    expect(result.data.financialDailyBalances).toEqual(
      (await balances('?start_date=2026-04-01&end_date=2026-04-30')).body,
    );
    const refused = await graphql(server.url, DAILY_QUERY, {}, tokens.employe);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphql(server.url, DAILY_QUERY, {});
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a start date after the end date', async () => {
    const result = await graphql(
      server.url,
      DAILY_QUERY,
      { filter: { startDate: '2026-05-02', endDate: '2026-05-01' } },
      tokens.manager,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'La date de début ne peut pas être postérieure à la date de fin.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
