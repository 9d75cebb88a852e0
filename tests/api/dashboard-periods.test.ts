import { addDays, addMonths } from '@pilotage/domain';
import { PERIOD_PRESETS, presetPeriod } from '../../web/src/lib/periods';
import { parisToday } from '../support/business';
import { call, graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

/**
 * Two years around today of tasks (due dates, statuses, assignees) and transactions, written
 * straight into the tables so that the figures below owe nothing to the API that reads them.
 */
async function twoYearsAroundToday(today: string) {
  await server.sql(`insert into employees (name, notes) select 'Employé ' || i, '' from generate_series(1, 4) i`);
  const first = addMonths(today, -13);
  await server.sql(
    `insert into tasks (title, description, due_date, status, assigned_employee_id, is_routine)
     select 'Tâche ' || i, '', case when i % 11 = 0 then null else $1::date + ((i * 5) % 790) end,
            (array['À faire', 'En cours', 'Terminé'])[1 + i % 3],
            case when i % 5 = 0 then null else (select min(id) from employees) + i % 4 end, false
       from generate_series(1, 600) i`,
    [first],
  );
  await server.sql(
    `insert into financial_transactions (amount, description, date, category, related_source)
     select case when i % 4 = 0 then -(i % 83) - 0.07 else (i % 151) + 0.1 end, 'Ligne ' || i,
            $1::date + ((i * 3) % 790), '', ''
       from generate_series(1, 1500) i`,
    [first],
  );
}

/** The dashboard's six figures for a period, recomputed from the rows themselves. */
async function recomputed(startDate: string, endDate: string, today: string) {
  const [money] = await server.sql<{ revenue: number; expenses: number; net: number }>(
    `select coalesce(sum(amount) filter (where amount > 0), 0)::float8 as revenue,
            coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as expenses,
            coalesce(sum(amount), 0)::float8 as net
       from financial_transactions
      where ($1 = '' or date >= $1::date) and ($2 = '' or date <= $2::date)`,
    [startDate, endDate],
  );
  const [tasks] = await server.sql<{ total: number; completed: number; overdue: number }>(
    `select count(*)::int as total, (count(*) filter (where status = 'Terminé'))::int as completed,
            (count(*) filter (where status <> 'Terminé' and due_date < $3::date))::int as overdue
       from tasks
      where ($1 = '' or due_date >= $1::date) and ($2 = '' or due_date <= $2::date)`,
    [startDate, endDate, today],
  );
  const [{ employees }] = await server.sql<{ employees: number }>('select count(*)::int as employees from employees');
  return {
    total_revenue: money.revenue,
    total_expenses: money.expenses,
    net_profit: money.net,
    active_employees: employees,
    total_tasks: tasks.total,
    completed_tasks: tasks.completed,
    overdue_tasks: tasks.overdue,
  };
}

const query = ({ startDate, endDate }: { startDate: string; endDate: string }) =>
  [startDate && `start_date=${startDate}`, endDate && `end_date=${endDate}`].filter(Boolean).join('&');

describe('the dashboard figures follow the chosen period', () => {
  it.each(PERIOD_PRESETS)('« %s »: every figure equals its recomputation from the rows', async (preset) => {
    const today = parisToday();
    await twoYearsAroundToday(today);
    const period = presetPeriod(preset, today);
    const answer = await call(server.url, 'GET', `/api/performance-stats?${query(period)}`, { token: tokens.manager });
    expect(answer.status).toBe(200);
    const expected = await recomputed(period.startDate, period.endDate, today);
    expect(answer.body.overall_stats).toMatchObject(expected);
    // Not a period without anything in it: the figures compared are real ones.
    expect(expected.total_tasks).toBeGreaterThan(0);
    expect(expected.total_revenue).toBeGreaterThan(0);
  });

  it('gives the dashboard query (GraphQL) the same figures, and different ones for different periods', async () => {
    const today = parisToday();
    await twoYearsAroundToday(today);
    const dashboard = `query ($startDate: String, $endDate: String) {
      performanceStats(filter: { top: 3, startDate: $startDate, endDate: $endDate }) {
        overallStats { totalRevenue totalExpenses netProfit completedTasks overdueTasks }
      }
    }`;
    const figures = async (preset: (typeof PERIOD_PRESETS)[number]) => {
      const { startDate, endDate } = presetPeriod(preset, today);
      const result = await graphql(
        server.url,
        dashboard,
        { startDate: startDate || undefined, endDate: endDate || undefined },
        tokens.manager,
      );
      expect(result.errors).toBeUndefined();
      return result.data.performanceStats.overallStats;
    };
    const lastMonth = presetPeriod('Mois dernier', today);
    const expected = await recomputed(lastMonth.startDate, lastMonth.endDate, today);
    expect(await figures('Mois dernier')).toEqual({
      totalRevenue: expected.total_revenue,
      totalExpenses: expected.total_expenses,
      netProfit: expected.net_profit,
      completedTasks: expected.completed_tasks,
      overdueTasks: expected.overdue_tasks,
    });
    const all = await figures('Tout');
    expect(all.totalRevenue).toBeGreaterThan((await figures('Cette année')).totalRevenue);
    expect((await figures('Cette année')).totalRevenue).toBeGreaterThan((await figures('Ce mois-ci')).totalRevenue);
  });

  it('keeps the all-time figures when no period is given (the contract default)', async () => {
    const today = parisToday();
    await twoYearsAroundToday(today);
    const answer = await call(server.url, 'GET', '/api/performance-stats', { token: tokens.manager });
    expect(answer.body.overall_stats).toMatchObject(await recomputed('', '', today));
    // A day outside every row's dates gives zeros, not the all-time figures.
    const far = addDays(addMonths(today, 60), 1);
    const empty = await call(server.url, 'GET', `/api/performance-stats?start_date=${far}&end_date=${far}`, {
      token: tokens.manager,
    });
    expect(empty.body.overall_stats).toMatchObject({ total_revenue: 0, total_expenses: 0, total_tasks: 0 });
  });
});
