import { businessApi } from '../support/business';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const stats = (query = '', token = tokens.manager) =>
  call(server.url, 'GET', `/api/performance-stats${query}`, { token });

/** A small business whose every figure is worked out by hand below. Past dues are overdue, 2099 is not. */
async function knownBusiness() {
  const api = businessApi(server, tokens.manager);
  const lea = await api.employee('Léa');
  const marc = await api.employee('Marc');
  const zoe = await api.employee('Zoé');
  await api.task('t1', { assigned_employee_id: lea.id, due_date: '2020-01-10', status: 'Terminé' });
  await api.task('t2', { assigned_employee_id: lea.id, due_date: '2020-01-20', status: 'À faire' });
  await api.task('t3', { assigned_employee_id: lea.id, due_date: '2099-01-01', status: 'En cours' });
  await api.task('t4', { assigned_employee_id: marc.id, due_date: '2020-02-01', status: 'Terminé' });
  await api.task('t5', { assigned_employee_id: marc.id, status: 'À faire' });
  await api.task('t6', { due_date: '2020-01-15', status: 'À faire' });
  await api.transaction(0.1, { date: '2020-01-05', related_employee_id: lea.id });
  await api.transaction(0.2, { date: '2020-01-25' });
  await api.transaction(-5.55, { date: '2020-02-10', related_employee_id: marc.id });
  await api.transaction(100, { date: '2021-01-01' });
  await api.transaction(-0.05, { date: '2020-01-20', related_employee_id: lea.id });
  return { lea, marc, zoe };
}

const row = (
  employee: { id: number; name: string },
  assigned: number,
  completed: number,
  rate: number,
  overdue: number,
) => ({
  employee_id: employee.id,
  employee_name: employee.name,
  assigned_tasks: assigned,
  completed_tasks: completed,
  completion_rate: rate,
  overdue_tasks: overdue,
});

describe('GET /api/performance-stats', () => {
  it('is for Admin and Manager only', async () => {
    expect((await call(server.url, 'GET', '/api/performance-stats')).status).toBe(401);
    expect((await stats('', tokens.employe)).status).toBe(403);
    expect((await stats('', tokens.admin)).status).toBe(200);
  });

  it('answers zeros for an empty business', async () => {
    const response = await stats();
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      overall_stats: {
        total_tasks: 0,
        completed_tasks: 0,
        overdue_tasks: 0,
        completion_rate: 0,
        total_revenue: 0,
        total_expenses: 0,
        net_profit: 0,
        active_employees: 0,
      },
      employee_performance: [],
    });
  });

  it('computes every figure of a known business', async () => {
    const { lea, marc, zoe } = await knownBusiness();
    const response = await stats();
    expect(response.body).toEqual({
      overall_stats: {
        total_tasks: 6,
        completed_tasks: 2,
        overdue_tasks: 2,
        completion_rate: 2 / 6,
        total_revenue: 100.3,
        total_expenses: 5.6,
        net_profit: 94.7,
        active_employees: 3,
      },
      employee_performance: [row(lea, 3, 1, 1 / 3, 1), row(marc, 2, 1, 0.5, 0), row(zoe, 0, 0, 0, 0)],
    });
  });

  it('applies the inclusive date range to due dates and transaction dates, with exact sums', async () => {
    const { lea, marc, zoe } = await knownBusiness();
    const response = await stats('?start_date=2020-01-10&end_date=2020-01-25');
    expect(response.body).toEqual({
      overall_stats: {
        total_tasks: 3,
        completed_tasks: 1,
        overdue_tasks: 2,
        completion_rate: 1 / 3,
        total_revenue: 0.2,
        total_expenses: 0.05,
        net_profit: 0.15,
        active_employees: 3,
      },
      employee_performance: [row(lea, 2, 1, 0.5, 1), row(marc, 0, 0, 0, 0), row(zoe, 0, 0, 0, 0)],
    });
    // 0.10 + 0.20 is 0.30 exactly, not 0.30000000000000004.
    expect((await stats('?start_date=2020-01-01&end_date=2020-01-31')).body.overall_stats.total_revenue).toBe(0.3);
    expect((await stats('?start_date=2020-01-05&end_date=2020-01-05')).body.overall_stats.total_revenue).toBe(0.1);
  });

  it('applies the employee filter to every figure', async () => {
    const { lea } = await knownBusiness();
    const response = await stats(`?employee_id=${lea.id}`);
    expect(response.body).toEqual({
      overall_stats: {
        total_tasks: 3,
        completed_tasks: 1,
        overdue_tasks: 1,
        completion_rate: 1 / 3,
        total_revenue: 0.1,
        total_expenses: 0.05,
        net_profit: 0.05,
        active_employees: 1,
      },
      employee_performance: [row(lea, 3, 1, 1 / 3, 1)],
    });
    const both = await stats(`?employee_id=${lea.id}&start_date=2020-01-15&end_date=2020-12-31`);
    expect(both.body.overall_stats).toMatchObject({
      total_tasks: 1,
      completed_tasks: 0,
      overdue_tasks: 1,
      completion_rate: 0,
      total_revenue: 0,
      total_expenses: 0.05,
    });
    expect(both.body.employee_performance).toEqual([row(lea, 1, 0, 0, 1)]);
  });

  it('keeps only the top N employees by completion rate with `top`, ties by name, the overall figures unchanged', async () => {
    const { lea, marc, zoe } = await knownBusiness();
    const anne = await businessApi(server, tokens.manager).employee('anne');
    const all = await stats();
    const top = await stats('?top=3');
    expect(top.status).toBe(200);
    expect(top.body.overall_stats).toEqual({ ...all.body.overall_stats, active_employees: 4 });
    // Marc 1/2, Léa 1/3, then Anne and Zoé at 0: by name, case ignored.
    expect(top.body.employee_performance).toEqual([
      row(marc, 2, 1, 0.5, 0),
      row(lea, 3, 1, 1 / 3, 1),
      row(anne, 0, 0, 0, 0),
    ]);
    expect((await stats('?top=1')).body.employee_performance).toEqual([row(marc, 2, 1, 0.5, 0)]);
    expect(
      (await stats('?top=100')).body.employee_performance.map((r: { employee_id: number }) => r.employee_id),
    ).toEqual([marc.id, lea.id, anne.id, zoe.id]);
    // Every filter applies before the ranking.
    const january = await stats(`?top=2&start_date=2020-01-01&end_date=2020-01-31`);
    expect(january.body.employee_performance).toEqual([row(lea, 2, 1, 0.5, 1), row(anne, 0, 0, 0, 0)]);
    expect((await stats(`?top=2&employee_id=${zoe.id}`)).body.employee_performance).toEqual([row(zoe, 0, 0, 0, 0)]);
  });

  it.each(['0', '101', 'abc', '1.5', '-1', '3%20OR%201=1'])('refuses top=%s', async (top) => {
    const response = await stats(`?top=${top}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Paramètre « top » invalide : un entier entre 1 et 100 est attendu.' });
  });

  it('answers an unknown employee with empty figures', async () => {
    await knownBusiness();
    const response = await stats('?employee_id=9999');
    expect(response.status).toBe(200);
    expect(response.body.employee_performance).toEqual([]);
    expect(response.body.overall_stats).toMatchObject({ total_tasks: 0, active_employees: 0, total_revenue: 0 });
  });

  it.each([
    ['?start_date=2020-02-01&end_date=2020-01-01', 'La date de début ne peut pas être postérieure à la date de fin.'],
    ['?start_date=01/02/2020', 'Paramètre « start_date » invalide : format AAAA-MM-JJ attendu.'],
    ['?end_date=2020-02-30', 'Paramètre « end_date » invalide : format AAAA-MM-JJ attendu.'],
    ['?employee_id=abc', 'Identifiant invalide.'],
    ['?employee_id=1%20OR%201=1', 'Identifiant invalide.'],
    ['?employee_id=1.5', 'Identifiant invalide.'],
    ['?employee_id=99999999999999', 'Identifiant invalide.'],
  ])('refuses %s', async (query, error) => {
    const response = await stats(query);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error });
  });
});
