import { businessApi } from '../support/business';
import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const QUERY = `query ($filter: PerformanceFilterInput) { performanceStats(filter: $filter) {
  overallStats { totalTasks completedTasks overdueTasks completionRate totalRevenue totalExpenses netProfit activeEmployees }
  employeePerformance { employeeId employeeName assignedTasks completedTasks completionRate overdueTasks } } }`;

const snake = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(snake)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snake(v)]),
        )
      : value;

describe('performanceStats over GraphQL', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN', async () => {
    expect((await graphql(server.url, QUERY)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await graphql(server.url, QUERY, {}, tokens.employe)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('gives the same figures as REST for every filter', async () => {
    const api = businessApi(server, tokens.manager);
    const lea = await api.employee('Léa');
    await api.employee('Marc');
    await api.task('a', { assigned_employee_id: lea.id, due_date: '2020-01-10', status: 'Terminé' });
    await api.task('b', { assigned_employee_id: lea.id, due_date: '2020-03-10' });
    await api.task('c', { due_date: '2020-01-11' });
    await api.transaction(0.1, { date: '2020-01-05', related_employee_id: lea.id });
    await api.transaction(0.2, { date: '2020-01-06' });
    await api.transaction(-0.3, { date: '2020-04-06' });
    const filters = [
      {},
      { startDate: '2020-01-01', endDate: '2020-01-31' },
      { employeeId: lea.id },
      { employeeId: lea.id, endDate: '2020-02-01' },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams(
        Object.entries(snake(filter) as Record<string, string | number>).map(([k, v]) => [k, String(v)]),
      );
      const rest = await call(server.url, 'GET', `/api/performance-stats?${query}`, { token: tokens.manager });
      const result = await graphql(server.url, QUERY, { filter }, tokens.manager);
      expect(result.errors).toBeUndefined();
      expect(snake(result.data.performanceStats)).toEqual(rest.body);
    }
    const january = await graphql(
      server.url,
      QUERY,
      { filter: { startDate: '2020-01-01', endDate: '2020-01-31' } },
      tokens.manager,
    );
    expect(january.data.performanceStats.overallStats).toMatchObject({
      totalTasks: 2,
      completedTasks: 1,
      completionRate: 0.5,
      totalRevenue: 0.3,
      netProfit: 0.3,
    });
  });

  it('ranks the top employees by completion rate like REST, and refuses a top outside 1–100', async () => {
    const api = businessApi(server, tokens.manager);
    const lea = await api.employee('Léa');
    const marc = await api.employee('Marc');
    await api.employee('Anne');
    await api.task('a', { assigned_employee_id: lea.id, status: 'Terminé' });
    await api.task('b', { assigned_employee_id: lea.id });
    await api.task('c', { assigned_employee_id: marc.id, status: 'Terminé' });
    const result = await graphql(server.url, QUERY, { filter: { top: 2 } }, tokens.manager);
    expect(result.errors).toBeUndefined();
    expect(
      result.data.performanceStats.employeePerformance.map((e: { employeeName: string }) => e.employeeName),
    ).toEqual(['Marc', 'Léa']);
    const rest = await call(server.url, 'GET', '/api/performance-stats?top=2', { token: tokens.manager });
    expect(snake(result.data.performanceStats)).toEqual(rest.body);
    for (const top of [0, 101]) {
      const refused = await graphql(server.url, QUERY, { filter: { top } }, tokens.manager);
      expect(refused.errors?.[0]).toMatchObject({
        message: 'Paramètre « top » invalide : un entier entre 1 et 100 est attendu.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('refuses a start date after the end date', async () => {
    const result = await graphql(
      server.url,
      QUERY,
      { filter: { startDate: '2020-02-01', endDate: '2020-01-01' } },
      tokens.admin,
    );
    expect(result.errors?.[0]).toMatchObject({
      message: 'La date de début ne peut pas être postérieure à la date de fin.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
