import type { EntityManager } from '@mikro-orm/postgresql';
import { FINANCIAL_SORTS, SORT_ORDERS, TASK_SORTS, TASK_STATUSES, addDays } from '@pilotage/domain';
import type { Context } from '../../gateway/src/kernel/context/context';
import { listEmployees } from '../../gateway/src/features/employees/employees.service';
import { dailyBalances } from '../../gateway/src/features/financials/daily-balance';
import { selectTransactionPage } from '../../gateway/src/features/financials/financial-queries';
import {
  type PerformanceQuery,
  selectPerformanceStats,
} from '../../gateway/src/features/performance/performance-queries';
import { selectTaskPage } from '../../gateway/src/features/tasks/task-queries';
import { listUsers } from '../../gateway/src/features/users/users.service';
import { selectLinePage } from '../../gateway/src/features/bank/bank-queries';
import { query } from '../../gateway/src/kernel/database/sql';
import { parisToday } from '../support/business';
import { type TestServer, startTestServer } from '../support/server';

/**
 * The plans PostgreSQL chooses, on a database of its own large enough to keep them (100,000
 * tasks over 100 assignees, 20,000 transactions, a third with a receipt, 2,000 employees and users): every list order is read from an index
 * in that order (no Sort node at all, not even a top-N sort), and the totals and statistics read
 * the counter tables, never the tasks or transactions.
 */

let server: TestServer;
const TODAY = parisToday();

beforeAll(async () => {
  server = await startTestServer();
  await server.sql(`select setseed(0.13)`);
  await server.sql(
    `insert into users (username, email, password_hash, role)
     select 'user' || i, 'user' || i || '@exemple.fr', 'not-a-hash', (array['Admin', 'Manager', 'Employé'])[1 + i % 3] from generate_series(1, 2000) i`,
  );
  await server.sql(`insert into employees (name) select 'Employé ' || md5(i::text) from generate_series(1, 2000) i`);
  await server.sql(
    `insert into tasks (title, due_date, status, assigned_employee_id, created_at)
     select 'Tâche ' || md5(i::text),
            case when random() < 0.1 then null else $1::date - 365 + (random() * 730)::int end,
            (array['À faire', 'En cours', 'Terminé', 'Terminé'])[1 + floor(random() * 4)::int],
            -- About 1,000 tasks per assignee, as in the benchmark (a million tasks, a thousand employees).
            case when random() < 0.02 then null else (select min(id) from employees) + floor(random() * 100)::int end,
            now() - random() * interval '730 days'
       from generate_series(1, 100000) i`,
    [TODAY],
  );
  await server.sql(
    `insert into financial_transactions (amount, description, date, related_employee_id, created_at)
     select round((random() * 1200 - 400)::numeric, 2), 'Transaction ' || i, $1::date - (random() * 365)::int,
            case when random() < 0.4 then (select min(id) from employees) + floor(random() * 2000)::int end,
            now() - random() * interval '365 days'
       from generate_series(1, 20000) i`,
    [TODAY],
  );
  // A receipt on a third of them, all pointing at one stored file.
  await server.sql(
    `insert into stored_files (sha256, content_type, file_name, size, content)
     values (repeat('0', 64), 'application/pdf', 'justificatif.pdf', 1, '\\x25')`,
  );
  await server.sql(
    `update financial_transactions set receipt_file_id = (select min(id) from stored_files), receipt_attached_at = now()
      where id % 3 = 0`,
  );
  await server.sql('analyze');
}, 120_000);
afterAll(() => server?.close());

interface Statement {
  text: string;
  values: unknown[];
  /** The name it is prepared under, if it is. */
  name?: string;
}

/** The statements `run` sends, captured by an entity manager that answers every one with an empty row. */
async function statementsOf(run: (em: EntityManager, ctx: Context) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  const connection = {
    // pg's two forms: (text, values) and ({ text, values, name }).
    // Rows as arrays with their columns, as the SQL module reads them (rowMode 'array').
    query: async (text: string | Statement, values: unknown[] = []) => {
      statements.push(typeof text === 'string' ? { text, values } : { ...text });
      const row = { total: 0, overall: {}, activeEmployees: 0, employees: [] };
      return { fields: Object.keys(row).map((name) => ({ name })), rows: [Object.values(row)] };
    },
  };
  const em = {
    getTransactionContext: () => ({ client: { acquireConnection: async () => connection } }),
  } as unknown as EntityManager;
  const ctx = { em, actor: { role: 'Admin' }, deps: server.deps } as unknown as Context;
  await run(em, ctx);
  return statements;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Parent Relationship'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

/**
 * Every node of the plan PostgreSQL chooses for `statement`: with its values, or `generic`, the plan
 * of a prepared statement for any values (the one a connection may keep after a few executions).
 */
async function planNodes(statement: Statement, generic = false): Promise<PlanNode[]> {
  const [row] = await server.sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    generic ? `explain (generic_plan, format json) ${statement.text}` : `explain (format json) ${statement.text}`,
    generic ? [] : statement.values,
  );
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return nodes;
}

/**
 * The tables the page's total (its InitPlan, a scalar subquery run once) reads, and those the rest reads: in the plan
 * for the statement's values, or the `generic` one.
 */
async function pageAndTotalTables(statement: Statement, generic = false): Promise<{ page: string[]; total: string[] }> {
  const [row] = await server.sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    generic ? `explain (generic_plan, format json) ${statement.text}` : `explain (format json) ${statement.text}`,
    generic ? [] : statement.values,
  );
  const tables = { page: [] as string[], total: [] as string[] };
  const walk = (node: PlanNode, inTotal: boolean) => {
    const total = inTotal || node['Parent Relationship'] === 'InitPlan';
    if (node['Relation Name']) tables[total ? 'total' : 'page'].push(node['Relation Name']);
    node.Plans?.forEach((child) => walk(child, total));
  };
  walk(row['QUERY PLAN'][0].Plan, false);
  return { page: [...new Set(tables.page)].sort(), total: [...new Set(tables.total)].sort() };
}

/** How the plan reads `table`, and its sorts: what the assertions compare. */
async function readingOf(statement: Statement, table: string, generic = false) {
  const nodes = await planNodes(statement, generic);
  return {
    scans: nodes
      .filter((node) => node['Relation Name'] === table)
      .map((node) => `${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()),
    sorts: nodes.filter((node) => node['Node Type'].includes('Sort')).map((node) => node['Node Type']),
  };
}

const tablesRead = async (statement: Statement) =>
  (await planNodes(statement)).flatMap((node) => (node['Relation Name'] ? [node['Relation Name']] : [])).sort();

/** How many rows of `tables` (by default `task_counts`) running `statement` reads (explain analyze). */
async function counterRowsRead(statement: Statement, tables: string[] = ['task_counts']): Promise<number> {
  const [row] = await server.sql<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `explain (analyze, format json) ${statement.text}`,
    statement.values,
  );
  let read = 0;
  const walk = (node: PlanNode) => {
    if (tables.includes(node['Relation Name'] ?? '')) read += node['Actual Rows']! * node['Actual Loops']!;
    node.Plans?.forEach(walk);
  };
  walk(row['QUERY PLAN'][0].Plan);
  return read;
}

/** The counter tables a transaction total reads. */
const COUNTERS = ['financial_day_totals', 'financial_period_totals'];

const isIndexScan = (scan: string) => /^Index (Only )?Scan /.test(scan);

async function employeeWithTasks(): Promise<number> {
  const [{ id }] = await server.sql<{ id: number }>('select id from employees order by id limit 1 offset 10');
  return id;
}

describe('list orders', () => {
  const filters = ['none', 'status', 'employee', 'status and employee'] as const;
  const cases = TASK_SORTS.flatMap((sortBy) =>
    SORT_ORDERS.flatMap((order) => filters.map((filter) => [sortBy, order, filter] as const)),
  );

  it.each(cases)(
    'tasks by %s %s (filters: %s) are read in index order, and counted from the counters',
    async (sortBy, order, filter) => {
      const employee = await employeeWithTasks();
      const page = {
        sortBy,
        order,
        status: filter.includes('status') ? TASK_STATUSES[1] : undefined,
        assignedEmployeeId: filter.includes('employee') ? employee : undefined,
        limit: 50,
        offset: 0,
      };
      // One statement: the page, and its total as a subquery.
      const [list, ...others] = await statementsOf((em) => selectTaskPage(em, page, TODAY));
      expect(others).toEqual([]);
      // Prepared, the statement may run on the plan for any values: it reads in index order too.
      expect(list.name).toEqual(expect.any(String));
      for (const generic of [false, true]) {
        const reading = await readingOf(list, 'tasks', generic);
        expect({ generic, sorts: reading.sorts }).toEqual({ generic, sorts: [] });
        expect(reading.scans).toHaveLength(1);
        expect(reading.scans.filter(isIndexScan)).toEqual(reading.scans);
      }
      expect(await pageAndTotalTables(list)).toEqual({ page: ['employees', 'tasks'], total: ['task_counts'] });
    },
  );

  it.each(TASK_SORTS.flatMap((sortBy) => SORT_ORDERS.map((order) => [sortBy, order] as const)))(
    'tasks by %s %s stay in index order on a later page',
    async (sortBy, order) => {
      const [list] = await statementsOf((em) => selectTaskPage(em, { sortBy, order, limit: 50, offset: 1000 }, TODAY));
      const reading = await readingOf(list, 'tasks');
      expect(reading.sorts).toEqual([]);
      expect(reading.scans.filter(isIndexScan)).toEqual(reading.scans);
    },
  );

  const financialCases = FINANCIAL_SORTS.flatMap((sortBy) =>
    SORT_ORDERS.flatMap((order) => [[sortBy, order, false] as const, [sortBy, order, true] as const]),
  );

  it.each(financialCases)(
    'transactions by %s %s (date range: %s) are read in index order, and counted from a few day, month and year totals',
    async (sortBy, order, ranged) => {
      // The last six months of the year of transactions.
      const range = ranged ? { startDate: addDays(TODAY, -180), endDate: TODAY } : {};
      const [list, ...others] = await statementsOf((em) =>
        selectTransactionPage(em, { ...range, sortBy, order, limit: 50, offset: 0 }),
      );
      expect(others).toEqual([]);
      // Over a date range the plan for any dates would sort: such a page is not prepared.
      expect(list.name === undefined).toBe(ranged);
      for (const generic of ranged ? [false] : [false, true]) {
        const reading = await readingOf(list, 'financial_transactions', generic);
        expect({ generic, sorts: reading.sorts }).toEqual({ generic, sorts: [] });
        expect(reading.scans).toHaveLength(1);
        expect(reading.scans.filter(isIndexScan)).toEqual(reading.scans);
      }
      // Whether a receipt is attached is read from the transaction's own row: the page opens no relation but the
      // transactions (through the index of its order) and their employees, the total none but the counters, in the
      // plan for these values and in the one for any values (a prepared statement's, or a date range's).
      for (const generic of [false, true]) {
        const { page, total } = await pageAndTotalTables(list, generic);
        expect({ generic, page }).toEqual({ generic, page: ['employees', 'financial_transactions'] });
        expect({ generic, total: total.filter((table) => !COUNTERS.includes(table)) }).toEqual({ generic, total: [] });
        // Each row's employee probed by its key, in the plans the list runs (a date range's is never generic).
        if (!generic || !ranged)
          expect((await readingOf(list, 'employees', generic)).scans).toEqual(['Index Scan employees_pkey']);
      }
      const { total: totalsRead } = await pageAndTotalTables(list);
      // Without a date filter the year totals alone; over six months the edge days and the months between.
      expect(totalsRead).toEqual(
        ranged
          ? expect.arrayContaining(['financial_day_totals', 'financial_period_totals'])
          : ['financial_period_totals'],
      );
      // Two edge months of days at most and the months between (the day totals alone read 181 rows).
      const rows = await counterRowsRead(list, ['financial_day_totals', 'financial_period_totals']);
      expect(rows).toBeLessThanOrEqual(ranged ? 2 * 31 + 6 : 3);
    },
  );

  it.each([
    ['no filter', {}],
    ['whole years', { startDate: '2020-01-01', endDate: '2026-12-31' }],
    ['one day', { startDate: TODAY, endDate: TODAY }],
    ['an open start', { endDate: TODAY }],
    ['an open end', { startDate: addDays(TODAY, -400) }],
    ['two years and a few days', { startDate: addDays(TODAY, -731), endDate: addDays(TODAY, -3) }],
  ])('the transaction total over %s reads at most a few dozen total rows', async (_label, range) => {
    const [page] = await statementsOf((em) =>
      selectTransactionPage(em, { ...range, sortBy: 'date', order: 'desc', limit: 50, offset: 0 }),
    );
    expect(await counterRowsRead(page, ['financial_day_totals', 'financial_period_totals'])).toBeLessThanOrEqual(
      2 * 31 + 2 * 11 + 3,
    );
    const tables = (await pageAndTotalTables(page)).total;
    expect(tables).not.toContain('financial_transactions');
    expect(tables.length).toBeGreaterThan(0);
  });

  it('the first page of every transaction is planned once per connection, a filtered task page for its values each time', async () => {
    const employee = await employeeWithTasks();
    const pages = [
      (em: EntityManager) => selectTransactionPage(em, { sortBy: 'date', order: 'desc', limit: 50, offset: 0 }),
      (em: EntityManager, run: number) =>
        selectTaskPage(
          em,
          {
            sortBy: 'created_at',
            order: 'desc',
            assignedEmployeeId: employee + (run % 5),
            status: TASK_STATUSES[run % 3],
            limit: 50,
            offset: 0,
          },
          TODAY,
        ),
    ];
    const names = await Promise.all(pages.map(async (page) => (await statementsOf((em) => page(em, 0)))[0].name));
    expect(names).toEqual([expect.any(String), expect.any(String)]);
    const runs = 20;
    // In one transaction: every run on the same connection, whose prepared statements pg_prepared_statements lists.
    const plans = await server.orm.em.fork().transactional(async (em) => {
      for (let run = 0; run < runs; run++) for (const page of pages) await page(em, run);
      return query<{ name: string; generic: number; custom: number }>(
        em,
        `select name, generic_plans::int as generic, custom_plans::int as custom
           from pg_prepared_statements where name = any($1)`,
        [names],
      );
    });
    // The transactions' first page binds no value: its one plan is made once. The task page binds the employee and
    // status, and so its LIMIT and OFFSET too: PostgreSQL never settles on a plan for any employee, and each run is
    // planned for its own (the average employee's plan would read all of a busy employee's tasks to sort them).
    expect(new Map(plans.map(({ name, generic, custom }) => [name, { generic, custom }]))).toEqual(
      new Map([
        [names[0], { generic: runs, custom: 0 }],
        [names[1], { generic: 0, custom: runs }],
      ]),
    );
  });

  it('reads employees by name and users by id from their indexes', async () => {
    const [employees] = await statementsOf((_em, ctx) => listEmployees(ctx, { limit: 50, offset: 0 }));
    expect(await readingOf(employees, 'employees')).toEqual({ scans: ['Index Scan employees_name_index'], sorts: [] });
    const [users] = await statementsOf((_em, ctx) => listUsers(ctx, { limit: 50, offset: 500 }));
    expect(await readingOf(users, 'users')).toEqual({ scans: ['Index Scan users_pkey'], sorts: [] });
    const [managers] = await statementsOf((_em, ctx) =>
      listUsers(ctx, { roles: ['Admin', 'Manager'], limit: 50, offset: 0 }),
    );
    expect(await readingOf(managers, 'users')).toEqual({ scans: ['Index Scan users_pkey'], sorts: [] });
  });
});

describe('statistics', () => {
  it.each<[string, PerformanceQuery]>([
    ['no filter', {}],
    ['the top 3', { top: 3 }],
    ['a date range', { startDate: '2025-02-17', endDate: '2026-09-03' }],
    ['the top 3 over a date range', { top: 3, startDate: '2025-02-17', endDate: '2026-09-03' }],
    ['an open range', { endDate: '2026-06-30' }],
    ['one employee', { employeeId: 1 }],
  ])('performance-stats with %s reads the counters, never the tasks or transactions', async (_label, filters) => {
    const statements = await statementsOf((em) => selectPerformanceStats(em, filters, TODAY));
    const tables = new Set((await Promise.all(statements.map(tablesRead))).flat());
    expect(tables.has('tasks')).toBe(false);
    expect(tables.has('financial_transactions')).toBe(false);
    expect(tables.has('task_counts')).toBe(true);
    expect(tables.has(filters.employeeId ? 'financial_employee_day_totals' : 'financial_day_totals')).toBe(true);
  });

  it('figures over every employee read the everyone counters, and the top 3 the overdue counts of three employees only', async () => {
    const taskStatement = async (filters: PerformanceQuery) =>
      (await statementsOf((em) => selectPerformanceStats(em, filters, TODAY))).find((statement) =>
        statement.text.includes('task_counts'),
      )!;
    const [total] = await statementsOf((em) =>
      selectTaskPage(em, { sortBy: 'title', order: 'asc', limit: 50, offset: 0 }, TODAY),
    );
    // One row per status, not one per assignee and status.
    expect(await counterRowsRead(total)).toBeLessThanOrEqual(TASK_STATUSES.length);
    // The full list reads the overdue buckets of every assignee.
    const full = await counterRowsRead(await taskStatement({}));
    // The ranking reads the 'all' rows of the 100 assignees (and the unassigned) per status; the
    // overdue counts, a few dozen buckets for each of the three shown.
    const top = await counterRowsRead(await taskStatement({ top: 3 }));
    expect(top).toBeLessThanOrEqual(101 * TASK_STATUSES.length + TASK_STATUSES.length + 3 * 100);
    expect(top).toBeLessThan(full / 3);
  });

  it('the dashboard top 3 (no date filter) reads the first rows of the per-employee totals, in its index order', async () => {
    const taskStatement = (await statementsOf((em) => selectPerformanceStats(em, { top: 3 }, TODAY))).find(
      (statement) => statement.text.includes('employee_task_totals'),
    )!;
    const reading = await readingOf(taskStatement, 'employee_task_totals');
    expect(reading.scans).toEqual([expect.stringMatching(/^Index (Only )?Scan employee_task_totals_rate_index$/)]);
    // No sort of the 2,000 employees: only the rows the limit takes.
    expect(await counterRowsRead(taskStatement, ['employee_task_totals'])).toBeLessThanOrEqual(3);
  });

  it('the daily balance reads the day totals', async () => {
    const [statement] = await statementsOf((_em, ctx) => dailyBalances(ctx, { startDate: '2026-01-01' }));
    expect(await tablesRead(statement)).toEqual(['financial_day_totals']);
  });
});

describe('the bank statement lines (100,000 lines over two accounts)', () => {
  beforeAll(async () => {
    await server.sql(
      `insert into bank_accounts (name, iban, opening_date) values
         ('Compte courant', 'FR7630006000011234567890189', '2020-01-01'), ('Livret', 'DE89370400440532013000', '2020-01-01')`,
    );
    await server.sql(
      `insert into bank_lines (account_id, booking_date, amount, label, bank_ref, state)
       select (select min(id) from bank_accounts) + i % 2, $1::date - (random() * 730)::int, round((random() * 1000 - 500)::numeric, 2),
              'CB MAGASIN ' || md5(i::text), 'REF' || i,
              (array['À rapprocher', 'Ignorée'])[1 + floor(random() * 2)::int]
         from generate_series(1, 100000) i`,
      [TODAY],
    );
    await server.sql('analyze bank_lines');
  }, 120_000);

  it.each([
    ['every line', {}],
    ['one account', { accountId: 1 }],
    ['one state', { state: 'À rapprocher' as const }],
    ['one account and state', { accountId: 1, state: 'À rapprocher' as const }],
  ])('pages %s in the index order, far pages included', async (_name, filters) => {
    const [{ id: first }] = await server.sql<{ id: number }>('select min(id) as id from bank_accounts');
    const where = 'accountId' in filters ? { ...filters, accountId: first } : filters;
    // A far page still inside the 25,000 lines of the narrowest filter.
    for (const offset of [0, 20_000]) {
      const [page] = await statementsOf((em) => selectLinePage(em, where, { limit: 50, offset }));
      const reading = await readingOf(page, 'bank_lines');
      expect({ offset, sorts: reading.sorts }).toEqual({ offset, sorts: [] });
      expect(reading.scans.every((scan) => scan.startsWith('Index'))).toBe(true);
    }
  });
});

describe("one employee's transactions (3,000 of them, as on their page)", () => {
  let employeeId: number;
  beforeAll(async () => {
    [{ employeeId }] = await server.sql<{ employeeId: number }>(
      'select id as "employeeId" from employees order by id limit 1 offset 20',
    );
    await server.sql(
      `insert into financial_transactions (amount, description, date, related_employee_id, created_at)
       select round((random() * 1200 - 400)::numeric, 2), 'Transaction ' || i, $1::date - (random() * 730)::int, $2,
              now() - random() * interval '730 days'
         from generate_series(1, 3000) i`,
      [TODAY, employeeId],
    );
    await server.sql('analyze financial_transactions');
  });

  const cases = FINANCIAL_SORTS.flatMap((sortBy) =>
    SORT_ORDERS.flatMap((order) => [[sortBy, order, false] as const, [sortBy, order, true] as const]),
  );

  it.each(cases)(
    'by %s %s (date range: %s) are read in index order, and counted from their day totals',
    async (sortBy, order, ranged) => {
      const range = ranged ? { startDate: addDays(TODAY, -180), endDate: TODAY } : {};
      const [list] = await statementsOf((em) =>
        selectTransactionPage(em, { ...range, employeeId, sortBy, order, limit: 50, offset: 0 }),
      );
      expect(list.name === undefined).toBe(ranged);
      for (const generic of ranged ? [false] : [false, true]) {
        const reading = await readingOf(list, 'financial_transactions', generic);
        expect({ generic, sorts: reading.sorts }).toEqual({ generic, sorts: [] });
        expect(reading.scans).toEqual([
          expect.stringMatching(/^Index (Only )?Scan financial_transactions_\w*employee/),
        ]);
      }
      // The receipt from the row: nothing else opened, with these values or any.
      for (const generic of [false, true]) {
        expect({ generic, ...(await pageAndTotalTables(list, generic)) }).toEqual({
          generic,
          page: ['employees', 'financial_transactions'],
          total: ['financial_employee_day_totals'],
        });
      }
    },
  );
});
