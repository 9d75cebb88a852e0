import type { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { serverStart } from '../../gateway/src/kernel/database/server-starts';
import { sqlPool } from '../../gateway/src/kernel/database/sql';
import { type FinancialQuery, selectTransactionPage } from '../../gateway/src/features/financials/financial-queries';
import { type TaskQuery, selectTaskPage } from '../../gateway/src/features/tasks/task-queries';
import { parisToday } from '../support/business';
import { type TestServer, startTestServer } from '../support/server';

/**
 * A list's number of rows is remembered with the MVCC snapshot it was read in (kernel/database/counted-page.ts):
 * the next page with the same filters reads its rows only, as long as nothing was committed or begun since,
 * by this process or any other. These tests write through connections of their own, as another gateway would,
 * and check each number against a count of the rows, and which statements went to PostgreSQL. Snapshots are
 * the cluster's: the other test files' writes to their own databases change them too, so a page expected to
 * use the number it knows is read again until one does.
 */

let server: TestServer;
let other: Client;
const TODAY = parisToday();
const sent: string[] = [];

const transactions = (filters: Partial<FinancialQuery> = {}) =>
  selectTransactionPage(server.orm.em.fork() as EntityManager, {
    sortBy: 'date',
    order: 'desc',
    limit: 5,
    offset: 0,
    ...filters,
  });
const tasks = (filters: Partial<TaskQuery> = {}) =>
  selectTaskPage(
    server.orm.em.fork() as EntityManager,
    { sortBy: 'created_at', order: 'desc', limit: 5, offset: 0, ...filters },
    TODAY,
  );

const count = async (sql: string, values: unknown[] = []) =>
  Number((await server.sql<{ n: string }>(`select count(*) as n from ${sql}`, values))[0].n);
const addTransactions = (n: number, date = TODAY, description = 'Vente') =>
  other.query(
    `insert into financial_transactions (amount, description, date) select 10, $2, $3::date from generate_series(1, $1)`,
    [n, description, date],
  );
/** The list statements sent since the last call, and whether they read the list's counters (the number asked again). */
const countersRead = () => {
  const lists = sent.filter((text) => /\bfrom (financial_transactions|tasks) [a-z]\b/.test(text));
  sent.length = 0;
  return { statements: lists.length, read: lists.some((text) => /_totals|task_counts/.test(text)) };
};

/** Reads `read` until a page comes with no statement but its own (every number right), and how many it took. */
async function untilRemembered(read: () => Promise<{ total: number }>, total: number): Promise<number> {
  for (let attempt = 1; attempt <= 50; attempt += 1) {
    countersRead();
    expect((await read()).total).toBe(total);
    const sentNow = countersRead();
    if (sentNow.statements === 1 && !sentNow.read) return attempt;
  }
  throw new Error('every page read its number again');
}

beforeAll(async () => {
  server = await startTestServer();
  other = new Client({ connectionString: server.databaseUrl });
  await other.connect();
  await server.sql(`insert into employees (name) select 'Employé ' || i from generate_series(1, 3) i`);
  await server.sql(
    `insert into tasks (title, status, assigned_employee_id)
     select 'Tâche ' || i, (array['À faire', 'En cours', 'Terminé'])[1 + i % 3], (select min(id) from employees) + i % 3
       from generate_series(1, 30) i`,
  );
  await addTransactions(12);
  await addTransactions(4, '2025-03-14', 'Loyer de mars');
  const pool = sqlPool(server.orm.em);
  const query = pool.query.bind(pool) as (statement: { text: string }) => Promise<unknown>;
  jest.spyOn(pool, 'query').mockImplementation(((statement: { text: string }) => {
    sent.push(statement.text);
    return query(statement);
  }) as never);
}, 120_000);
afterAll(async () => {
  await other?.end();
  await server?.close();
});

describe('the number of a list, remembered by snapshot', () => {
  it('is read while filters are new, then not again while nothing is written, for every page of the same filters', async () => {
    countersRead();
    // Asked once, then again: read each time, the second time with its snapshot.
    for (let time = 0; time < 2; time += 1) {
      expect((await transactions()).total).toBe(16);
      expect(countersRead()).toEqual({ statements: 1, read: true });
    }
    await untilRemembered(() => transactions(), 16);
    // Another page, another order: the same filters, the same number.
    await untilRemembered(() => transactions({ offset: 10, order: 'asc' }), 16);
    expect((await transactions({ offset: 10 })).items).toHaveLength(5);
  });

  it('follows what another process commits, and not what it has not committed yet', async () => {
    await transactions();
    await addTransactions(2);
    countersRead();
    expect((await transactions()).total).toBe(18);
    expect(countersRead()).toEqual({ statements: 2, read: true });

    await other.query('begin');
    await addTransactions(3);
    expect((await transactions()).total).toBe(18);
    await other.query('commit');
    expect((await transactions()).total).toBe(21);
    expect((await transactions()).total).toBe(await count('financial_transactions'));
    await other.query('delete from financial_transactions where id in (select max(id) from financial_transactions)');
    expect((await transactions()).total).toBe(20);
    await untilRemembered(() => transactions(), 20);
  });

  it('keeps one number per filter: dates, employee, search', async () => {
    const march = { startDate: '2025-03-01', endDate: '2025-03-31' };
    expect((await transactions(march)).total).toBe(4);
    expect((await transactions({ q: 'loyer' })).total).toBe(4);
    expect((await transactions({ q: 'vente' })).total).toBe(16);
    await addTransactions(1, '2025-03-20', 'Loyer complémentaire');
    expect((await transactions(march)).total).toBe(5);
    expect((await transactions({ q: 'loyer' })).total).toBe(5);
    expect((await transactions({ q: 'vente' })).total).toBe(16);
    expect((await transactions({ startDate: '2025-04-01', endDate: '2025-04-30' })).total).toBe(0);
    const [employee] = await server.sql<{ id: number }>('select min(id) as id from employees');
    expect((await transactions({ employeeId: employee.id })).total).toBe(0);
    await other.query(
      'update financial_transactions set related_employee_id = $1 where id in (select min(id) from financial_transactions)',
      [employee.id],
    );
    expect((await transactions({ employeeId: employee.id })).total).toBe(1);
  });

  it('serves the task list the same way', async () => {
    const statuses = ['À faire', 'En cours', 'Terminé'] as const;
    for (const status of [...statuses, ...statuses]) expect((await tasks({ status })).total).toBe(10);
    await untilRemembered(() => tasks({ status: 'Terminé' }), 10);
    await other.query(
      `update tasks set status = 'Terminé' where id in (select min(id) from tasks where status = 'À faire')`,
    );
    const after = await Promise.all(statuses.map((status) => tasks({ status })));
    expect(after.map((page) => page.total)).toEqual([9, 10, 11]);
    expect((await tasks()).total).toBe(await count('tasks'));
  });

  it('is always read inside a transaction, whose own writes it counts, and never remembered from one', async () => {
    const before = (await transactions()).total;
    const em = server.orm.em.fork() as EntityManager;
    const inside = await em
      .transactional(async (tx) => {
        await tx.execute(
          `insert into financial_transactions (amount, description, date) values (5, 'Essai', current_date)`,
        );
        const page = await selectTransactionPage(tx as EntityManager, {
          sortBy: 'date',
          order: 'desc',
          limit: 5,
          offset: 0,
        });
        throw Object.assign(new Error('rollback'), { page });
      })
      .catch((error: { page: { total: number } }) => error.page);
    expect(inside.total).toBe(before + 1);
    expect((await transactions()).total).toBe(before);
  });

  it('asks each new connection when its server started, and keeps the numbers while it is the same start', async () => {
    const pool = sqlPool(server.orm.em);
    // Every connection the pool may hold at once: the missing ones are opened now.
    const clients = await Promise.all(Array.from({ length: 8 }, () => pool.connect()));
    clients.forEach((client) => client.release());
    const [{ startedAt }] = await server.sql<{ startedAt: string }>(
      'select pg_postmaster_start_time()::text as "startedAt"',
    );
    expect(serverStart(pool)).toEqual({ startedAt, changes: 1 });
    await untilRemembered(() => transactions(), (await transactions()).total);
  });

  it('answers an empty page with the number asked alone', async () => {
    const total = (await transactions()).total;
    const past = await transactions({ offset: 1000 });
    expect([past.items, past.total]).toEqual([[], total]);
  });
});
