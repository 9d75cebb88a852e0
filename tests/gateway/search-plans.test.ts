import { Client } from 'pg';
import { employeeListClauses } from '../../gateway/src/features/employees/employees.service';
import { transactionListClauses } from '../../gateway/src/features/financials/financial-queries';
import { taskListClauses } from '../../gateway/src/features/tasks/task-queries';
import { userListClauses } from '../../gateway/src/features/users/users.service';
import { createTestDatabase } from '../support/server';

// The searches of the lists, as the services build them, explained by PostgreSQL over enough rows
// (20,000 of each, then analyze) for its planner to prefer an index when one serves the condition.
jest.setTimeout(120_000);

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let client: Client;

beforeAll(async () => {
  database = await createTestDatabase();
  client = new Client({ connectionString: database.url });
  await client.connect();
  await client.query(`
    insert into employees (name) select 'Employé ' || md5(i::text) from generate_series(1, 20000) i;
    insert into employees (name) values ('Zoé Martin'), ('Hélène Zoé');
    insert into users (username, email, password_hash, role)
      select 'compte' || i || md5(i::text), 'compte' || i || '@' || md5(i::text) || '.fr', 'x', 'Employé' from generate_series(1, 20000) i;
    insert into tasks (title, description) select 'Tâche ' || md5(i::text), md5((i + 1)::text) from generate_series(1, 20000) i;
    insert into tasks (title, description, assigned_employee_id)
      select 'Tâche de Zoé ' || i, '', (select id from employees where name = 'Zoé Martin') from generate_series(1, 3) i;
    insert into financial_transactions (amount, description, date, category, related_source)
      select i, 'Vente ' || md5(i::text), date '2026-01-01' + (i % 365), 'Abonnement', md5((i + 2)::text) from generate_series(1, 20000) i;
    analyze employees, users, tasks, financial_transactions;
  `);
});

afterAll(async () => {
  await client?.query('truncate tasks, financial_transactions, employees, users cascade');
  await client?.end();
  await database?.drop();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

async function plan(sql: string, values: unknown[]): Promise<PlanNode[]> {
  const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`explain (format json) ${sql}`, values);
  return nodes(rows[0]['QUERY PLAN'][0].Plan);
}

const summary = (found: PlanNode[]) => ({
  seqScans: found.filter((node) => node['Node Type'] === 'Seq Scan').map((node) => node['Relation Name']),
  indexScans: found.filter((node) => node['Node Type'] === 'Bitmap Index Scan').map((node) => node['Index Name']),
});

describe('a search of three characters or more', () => {
  it('finds employees through the trigram index, for the page and for its total', async () => {
    const { where, orderBy } = employeeListClauses('zoé mar');
    const page = await plan(`select e.id, e.name from employees e ${where.sql} ${orderBy} limit 20`, where.values);
    expect(summary(page)).toEqual({ seqScans: [], indexScans: ['employees_name_search_index'] });
    const total = await plan(`select count(*) from employees e ${where.sql}`, where.values);
    expect(summary(total)).toEqual({ seqScans: [], indexScans: ['employees_name_search_index'] });
    const { rows } = await client.query(`select e.name from employees e ${where.sql} ${orderBy}`, where.values);
    expect(rows).toEqual([{ name: 'Zoé Martin' }]);
  });

  it('finds users by username or email through their trigram indexes', async () => {
    const { where } = userListClauses({ search: 'compte123a' });
    expect(summary(await plan(`select count(*) from users u ${where.sql}`, where.values))).toEqual({
      seqScans: [],
      indexScans: ['users_username_search_index', 'users_email_search_index'],
    });
  });

  it('finds tasks and transactions through the index of their searched text', async () => {
    const tasks = taskListClauses({ q: 'c4ca4238', sortBy: 'created_at', order: 'desc' });
    const taskPlan = summary(await plan(`select count(*) from tasks t ${tasks.where.sql}`, tasks.where.values));
    expect(taskPlan.seqScans).toEqual([]);
    expect(taskPlan.indexScans).toContain('tasks_text_search_index');
    expect(taskPlan.indexScans).toContain('employees_name_search_index');
    const transactions = transactionListClauses({ q: 'c4ca4238', sortBy: 'date', order: 'desc' });
    expect(
      summary(
        await plan(
          `select count(*) from financial_transactions f ${transactions.where.sql}`,
          transactions.where.values,
        ),
      ),
    ).toEqual({
      seqScans: [],
      indexScans: ['financial_transactions_text_search_index'],
    });
  });
});

describe('a task search', () => {
  it("also finds the tasks of an employee by the assignee's name, through indexes", async () => {
    const { where, orderBy } = taskListClauses({ q: 'zoé mar', sortBy: 'created_at', order: 'desc' });
    const { rows } = await client.query<{ title: string }>(
      `select t.title from tasks t ${where.sql} ${orderBy}`,
      where.values,
    );
    expect(rows.map((row) => row.title).sort()).toEqual(['Tâche de Zoé 1', 'Tâche de Zoé 2', 'Tâche de Zoé 3']);
    const found = summary(await plan(`select count(*) from tasks t ${where.sql}`, where.values));
    expect(found.seqScans).toEqual([]);
    expect(found.indexScans).toEqual(
      expect.arrayContaining(['tasks_text_search_index', 'employees_name_search_index']),
    );
  });
});

describe('a search of one or two characters', () => {
  it('matches word starts, still through the trigram index when selective enough', async () => {
    const { where, orderBy } = employeeListClauses('zo');
    const { rows } = await client.query(`select e.name from employees e ${where.sql} ${orderBy}`, where.values);
    expect(rows).toEqual([{ name: 'Zoé Martin' }, { name: 'Hélène Zoé' }]);
    expect(summary(await plan(`select count(*) from employees e ${where.sql}`, where.values)).seqScans).toEqual([]);
  });
});
