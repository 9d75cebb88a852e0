import { FREQUENCIES, TASK_STATUSES, addDays } from '@pilotage/domain';
import fc from 'fast-check';
import { type Context, createContext } from '../../gateway/src/kernel/context/context';
import { dailyBalances } from '../../gateway/src/features/financials/daily-balance';
import {
  createTransaction,
  deleteTransaction,
  financialQuery,
  listTransactions,
  updateTransaction,
} from '../../gateway/src/features/financials/financials.service';
import { createEmployee, deleteEmployee } from '../../gateway/src/features/employees/employees.service';
import { selectPerformanceStats } from '../../gateway/src/features/performance/performance-queries';
import type { PerformanceStatsView } from '../../gateway/src/features/performance/performance.types';
import {
  createTask,
  deleteTask,
  listTasks,
  taskQuery,
  updateTask,
} from '../../gateway/src/features/tasks/tasks.service';
import { loginAdmin } from '../support/actors';
import { parisToday } from '../support/business';
import { type TestServer, startTestServer } from '../support/server';
import { COUNTERS_MATCH_RECOMPUTATION, type CountersMatch } from '../support/counter-recomputation';

/**
 * Random histories of writes through every path (the service layer, routine completions,
 * employee deletions with their cascades, raw SQL bulk statements, a rolled-back transaction),
 * after which every figure served from the trigger-kept counters equals a plain SQL recomputation
 * over the base tables.
 */

let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await loginAdmin(server);
});
afterAll(() => server?.close());

const TODAY = parisToday();
// Due dates and transaction dates around the edges the counters cut at: days, months, years, today.
const EDGES = [
  '2023-12-31',
  '2024-01-01',
  '2024-02-29',
  '2024-03-01',
  '2025-12-31',
  '2026-01-01',
  '2026-01-31',
  '2026-02-01',
  '2026-12-31',
  '2027-01-01',
];
const day = fc.oneof(
  fc.constantFrom(...EDGES, TODAY, addDays(TODAY, -1), addDays(TODAY, 1)),
  fc.integer({ min: -800, max: 800 }).map((offset) => addDays(TODAY, offset)),
);
const maybeDay = fc.option(day, { nil: null });
const status = fc.constantFrom(...TASK_STATUSES);
// An index into the rows that exist when the operation runs (modulo their number).
const pick = fc.nat(1000);
const cents = fc.oneof(fc.integer({ min: -50_000, max: 50_000 }), fc.constant(0), fc.constantFrom(1, -1, 10, -5));

const operation = fc.oneof(
  {
    arbitrary: fc.record({
      kind: fc.constant('employee' as const),
      name: fc.constantFrom('Léa', 'Marc', 'anne', 'Zoé', 'Éloïse', 'bruno'),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteEmployee' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('task' as const),
      dueDate: maybeDay,
      status,
      assignee: fc.option(pick, { nil: null }),
      routine: fc.option(fc.constantFrom(...FREQUENCIES), { nil: null }),
    }),
    weight: 6,
  },
  {
    arbitrary: fc.record(
      {
        kind: fc.constant('updateTask' as const),
        pick,
        status,
        dueDate: maybeDay,
        assignee: fc.option(pick, { nil: null }),
      },
      { requiredKeys: ['kind', 'pick'] },
    ),
    weight: 5,
  },
  { arbitrary: fc.record({ kind: fc.constant('completeRoutine' as const), pick }), weight: 2 },
  { arbitrary: fc.record({ kind: fc.constant('deleteTask' as const), pick }), weight: 2 },
  {
    arbitrary: fc.record({
      kind: fc.constant('transaction' as const),
      cents,
      date: day,
      employee: fc.option(pick, { nil: null }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('updateTransaction' as const),
      pick,
      cents,
      date: day,
      employee: fc.option(pick, { nil: null }),
    }),
    weight: 2,
  },
  { arbitrary: fc.record({ kind: fc.constant('deleteTransaction' as const), pick }), weight: 1 },
  {
    arbitrary: fc.record({
      kind: fc.constant('bulkInsert' as const),
      rows: fc.integer({ min: 1, max: 300 }),
      seed: fc.nat(10_000),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('bulkUpdate' as const),
      modulo: fc.integer({ min: 2, max: 7 }),
      status,
      shift: fc.integer({ min: -40, max: 40 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      kind: fc.constant('bulkDelete' as const),
      modulo: fc.integer({ min: 3, max: 11 }),
      rest: fc.nat(10),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ kind: fc.constant('rolledBack' as const), seed: fc.nat(10_000) }), weight: 1 },
);
type Operation = typeof operation extends fc.Arbitrary<infer T> ? T : never;

const context = (): Promise<Context> => createContext(server.deps, `Bearer ${token}`, '127.0.0.1');

/** The id at position `k` (modulo their number) of a table's rows, or undefined when it is empty. */
async function idAt(
  table: 'employees' | 'tasks' | 'financial_transactions',
  k: number,
  where = 'true',
): Promise<number | undefined> {
  const [row] = await server.sql<{ id: number }>(
    `select id from ${table} where ${where} order by id offset $1 % greatest((select count(*) from ${table} where ${where}), 1) limit 1`,
    [k],
  );
  return row?.id;
}

const euros = (value: number) => (value / 100).toFixed(2);

async function apply(op: Operation): Promise<void> {
  const ctx = await context();
  switch (op.kind) {
    case 'employee':
      await createEmployee(ctx, { name: op.name });
      return;
    case 'deleteEmployee': {
      const id = await idAt('employees', op.pick);
      if (id !== undefined) await deleteEmployee(ctx, id);
      return;
    }
    case 'task': {
      const assignedEmployeeId = op.assignee === null ? null : ((await idAt('employees', op.assignee)) ?? null);
      await createTask(ctx, {
        title: 'Tâche',
        dueDate: op.dueDate,
        status: op.status,
        assignedEmployeeId,
        isRoutine: op.routine !== null,
        frequency: op.routine,
      });
      return;
    }
    case 'updateTask': {
      const id = await idAt('tasks', op.pick);
      if (id === undefined) return;
      const change: Record<string, unknown> = {};
      if (op.status !== undefined) change.status = op.status;
      if (op.dueDate !== undefined) change.dueDate = op.dueDate;
      if (op.assignee !== undefined)
        change.assignedEmployeeId = op.assignee === null ? null : ((await idAt('employees', op.assignee)) ?? null);
      await updateTask(ctx, id, change);
      return;
    }
    case 'completeRoutine': {
      // Its next occurrence is created in the same transaction.
      const id = await idAt('tasks', op.pick, `is_routine and status <> 'Terminé'`);
      if (id !== undefined) await updateTask(ctx, id, { status: 'Terminé' });
      return;
    }
    case 'deleteTask': {
      const id = await idAt('tasks', op.pick);
      if (id !== undefined) await deleteTask(ctx, id);
      return;
    }
    case 'transaction': {
      const relatedEmployeeId = op.employee === null ? null : ((await idAt('employees', op.employee)) ?? null);
      await createTransaction(ctx, {
        amount: euros(op.cents),
        description: 'Transaction',
        date: op.date,
        relatedEmployeeId,
      });
      return;
    }
    case 'updateTransaction': {
      const id = await idAt('financial_transactions', op.pick);
      if (id === undefined) return;
      const employeeId = op.employee === null ? null : ((await idAt('employees', op.employee)) ?? null);
      const type = op.cents < 0 ? 'Dépense' : 'Revenu';
      await updateTransaction(ctx, id, {
        amount: euros(Math.abs(op.cents)),
        type,
        description: 'Modifiée',
        date: op.date,
        employeeId,
      });
      return;
    }
    case 'deleteTransaction': {
      const id = await idAt('financial_transactions', op.pick);
      if (id !== undefined) await deleteTransaction(ctx, id);
      return;
    }
    case 'bulkInsert':
      // As the bench seeds: one statement, many rows, some unassigned and some without a due date.
      await server.sql(
        `insert into tasks (title, due_date, status, assigned_employee_id)
         select 'Lot ' || i,
                case when (i + $2) % 9 = 0 then null else $3::date - 400 + ((i * 37 + $2) % 800) end,
                (array['À faire', 'En cours', 'Terminé'])[1 + (i + $2) % 3],
                (select id from employees order by id offset (i + $2) % greatest((select count(*) from employees), 1) limit 1)
           from generate_series(1, $1::int) i`,
        [op.rows, op.seed, TODAY],
      );
      await server.sql(
        `insert into financial_transactions (amount, description, date, related_employee_id)
         select ((i * 7919 + $2) % 20001 - 10000) / 100.0, 'Lot', $3::date - ((i + $2) % 500),
                case when i % 2 = 0 then (select min(id) from employees) end
           from generate_series(1, $1::int / 3 + 1) i`,
        [op.rows, op.seed, TODAY],
      );
      return;
    case 'bulkUpdate':
      await server.sql(`update tasks set status = $2 where id % $1 = 0`, [op.modulo, op.status]);
      await server.sql(`update tasks set due_date = due_date + $2::int where id % $1 = 1`, [op.modulo, op.shift]);
      await server.sql(`update tasks set title = title || '.' where id % $1 = 2`, [op.modulo]);
      await server.sql(`update financial_transactions set amount = -amount, date = date + $2::int where id % $1 = 0`, [
        op.modulo,
        op.shift,
      ]);
      return;
    case 'bulkDelete':
      await server.sql(`delete from tasks where id % $1 = $2`, [op.modulo, op.rest % op.modulo]);
      await server.sql(`delete from financial_transactions where id % $1 = $2`, [op.modulo, op.rest % op.modulo]);
      return;
    case 'rolledBack':
      // Counters written in a transaction that rolls back go with it.
      await server.sql('begin');
      await server.sql(
        `insert into tasks (title, due_date) select 'Annulée', $1::date + i from generate_series(1, 5) i`,
        [TODAY],
      );
      await server.sql(`delete from financial_transactions where id % 2 = $1`, [op.seed % 2]);
      await server.sql('rollback');
      return;
  }
}

// ── The reference: every figure recomputed from the base tables, the obvious way. ──

interface Filters {
  startDate?: string;
  endDate?: string;
  employeeId?: number;
  top?: number;
}

async function expectedStats(filters: Filters, today: string): Promise<PerformanceStatsView> {
  const [row] = await server.sql<{ stats: PerformanceStatsView }>(
    `with t as (
       select * from tasks
        where ($1::date is null or due_date >= $1) and ($2::date is null or due_date <= $2) and ($3::int is null or assigned_employee_id = $3)
     ), f as (
       select * from financial_transactions
        where ($1::date is null or date >= $1) and ($2::date is null or date <= $2) and ($3::int is null or related_employee_id = $3)
     ), per as (
       select e.id, e.name,
              (select count(*) from t where t.assigned_employee_id = e.id)::int as assigned,
              (select count(*) from t where t.assigned_employee_id = e.id and t.status = 'Terminé')::int as completed,
              (select count(*) from t where t.assigned_employee_id = e.id and t.status <> 'Terminé' and t.due_date < $4::date)::int as overdue
         from employees e where $3::int is null or e.id = $3
     ), rated as (
       select *, case when assigned = 0 then 0 else completed::float8 / assigned end as rate from per
     ), shown as (
       select *, row_number() over (order by case when $5::int is null then 0 else -rate end, lower(name), id) as position from rated
     )
     select json_build_object(
       'overallStats', json_build_object(
         'totalTasks', (select count(*) from t)::int,
         'completedTasks', (select count(*) from t where status = 'Terminé')::int,
         'overdueTasks', (select count(*) from t where status <> 'Terminé' and due_date < $4::date)::int,
         'completionRate', (select case when count(*) = 0 then 0 else (count(*) filter (where status = 'Terminé'))::float8 / count(*) end from t),
         'totalRevenue', (select coalesce(sum(amount) filter (where amount > 0), 0)::float8 from f),
         'totalExpenses', (select coalesce(-sum(amount) filter (where amount < 0), 0)::float8 from f),
         'netProfit', (select coalesce(sum(amount), 0)::float8 from f),
         'activeEmployees', (select count(*) from per)::int),
       'employeePerformance', coalesce((select json_agg(json_build_object(
           'employeeId', id, 'employeeName', name, 'assignedTasks', assigned, 'completedTasks', completed,
           'completionRate', rate, 'overdueTasks', overdue) order by position)
         from shown where $5::int is null or position <= $5), '[]')) as stats`,
    [filters.startDate ?? null, filters.endDate ?? null, filters.employeeId ?? null, today, filters.top ?? null],
  );
  return row.stats;
}

const rangeArb = fc
  .record({ startDate: fc.option(day, { nil: undefined }), endDate: fc.option(day, { nil: undefined }) })
  .map(({ startDate, endDate }) =>
    startDate && endDate && startDate > endDate ? { startDate: endDate, endDate: startDate } : { startDate, endDate },
  );

const checks = fc.record({
  ranges: fc.array(rangeArb, { minLength: 4, maxLength: 4 }),
  employees: fc.array(fc.option(pick, { nil: undefined }), { minLength: 4, maxLength: 4 }),
  tops: fc.array(fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }), { minLength: 4, maxLength: 4 }),
  todays: fc.array(day, { minLength: 4, maxLength: 4 }),
});
type Checks = typeof checks extends fc.Arbitrary<infer T> ? T : never;

/** Compares every figure the counters serve with its recomputation, for the given random filters. */
async function compareEverything(c: Checks): Promise<void> {
  const ctx = await context();
  // The counter tables themselves: exactly the aggregation of the base tables, no zero rows.
  const [tables] = await server.sql<CountersMatch>(COUNTERS_MATCH_RECOMPUTATION);
  expect(tables).toEqual({ tasks: true, employeeTotals: true, days: true, periods: true, employees: true });

  for (let i = 0; i < 4; i++) {
    const employeeId =
      c.employees[i] === undefined ? undefined : ((await idAt('employees', c.employees[i]!)) ?? 999_999);
    // List totals: status × assignee, and date ranges.
    for (const taskStatus of [undefined, ...TASK_STATUSES]) {
      const { total } = await listTasks(
        ctx,
        taskQuery({ status: taskStatus, assignedEmployeeId: employeeId, limit: 1 }),
      );
      const [{ count }] = await server.sql<{ count: number }>(
        `select count(*)::int from tasks where ($1::text is null or status = $1) and ($2::int is null or assigned_employee_id = $2)`,
        [taskStatus ?? null, employeeId ?? null],
      );
      expect({ taskStatus, employeeId, total }).toEqual({ taskStatus, employeeId, total: count });
    }
    const range = c.ranges[i];
    const { total } = await listTransactions(ctx, financialQuery({ ...range, limit: 1 }));
    const [{ count }] = await server.sql<{ count: number }>(
      `select count(*)::int from financial_transactions where ($1::date is null or date >= $1) and ($2::date is null or date <= $2)`,
      [range.startDate ?? null, range.endDate ?? null],
    );
    expect({ range, total }).toEqual({ range, total: count });
    // Performance statistics, with and without the employee filter, on a random "today".
    for (const filters of [
      { ...range, top: c.tops[i] },
      { ...range, employeeId, top: c.tops[i] },
    ]) {
      const actual = await selectPerformanceStats(ctx.em, filters, c.todays[i]);
      expect({ filters, today: c.todays[i], stats: actual }).toEqual({
        filters,
        today: c.todays[i],
        stats: await expectedStats(filters, c.todays[i]),
      });
    }
    // Daily balances.
    const balances = await dailyBalances(ctx, range);
    const expected = await server.sql(
      `select 'day' as bucket, date::text as date, coalesce(sum(amount) filter (where amount > 0), 0)::float8 as revenue,
              coalesce(-sum(amount) filter (where amount < 0), 0)::float8 as expenses, sum(amount)::float8 as net
         from financial_transactions where ($1::date is null or date >= $1) and ($2::date is null or date <= $2)
        group by date order by date`,
      [range.startDate ?? null, range.endDate ?? null],
    );
    expect({ range, balances }).toEqual({ range, balances: expected });
  }
}

describe('counters kept by triggers', () => {
  it('always equal a recomputation from the base tables, whatever wrote the rows', async () => {
    let applied = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 100, maxLength: 180 }),
        checks,
        checks,
        async (operations, middle, end) => {
          await server.reset();
          token = await loginAdmin(server);
          for (const [index, op] of operations.entries()) {
            await apply(op);
            applied += 1;
            if (index === Math.floor(operations.length / 2)) await compareEverything(middle);
          }
          await compareEverything(end);
        },
      ),
      { numRuns: 12, endOnFailure: true },
    );
    expect(applied).toBeGreaterThanOrEqual(1200);
  }, 240_000);
});
