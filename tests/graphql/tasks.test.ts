import { Client } from 'pg';
import { graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const TASK_FIELDS =
  'id title description dueDate status assignedEmployeeId assignedEmployeeName isRoutine frequency isOverdue createdAt';
const CREATE = `mutation ($input: CreateTaskInput!) { createTask(input: $input) { ${TASK_FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateTaskInput!) { updateTask(id: $id, input: $input) { ${TASK_FIELDS} } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, token: string | null = tokens.manager) =>
  graphql(server.url, query, variables, token ?? undefined);

async function createEmployee(name: string): Promise<number> {
  const result = await gql('mutation ($input: EmployeeInput!) { createEmployee(input: $input) { id } }', {
    input: { name },
  });
  return result.data.createEmployee.id;
}

describe('tasks over GraphQL', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN like REST answers 401 and 403', async () => {
    const anonymous = await gql('{ tasks { total } }', {}, null);
    expect(anonymous.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const employe = await gql(CREATE, { input: { title: 'T' } }, tokens.employe);
    expect(employe.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql('{ tasks { total } }', {}, tokens.admin)).data.tasks.total).toBe(0);
  });

  it('creates, lists, toggles and deletes with the same rules as REST', async () => {
    const lea = await createEmployee('Léa');
    const created = await gql(CREATE, {
      input: {
        title: ' Inventaire ',
        dueDate: '2026-01-31',
        assignedEmployeeId: lea,
        isRoutine: true,
        frequency: 'Mensuel',
      },
    });
    expect(created.errors).toBeUndefined();
    expect(created.data.createTask).toMatchObject({
      title: 'Inventaire',
      assignedEmployeeName: 'Léa',
      status: 'À faire',
      frequency: 'Mensuel',
    });
    const id = created.data.createTask.id;
    const toggled = await gql(UPDATE, { id, input: { status: 'Terminé' } });
    expect(toggled.data.updateTask).toMatchObject({
      title: 'Inventaire',
      status: 'Terminé',
      dueDate: '2026-01-31',
      isOverdue: false,
    });
    await gql(UPDATE, { id, input: { status: 'À faire' } });
    await gql(UPDATE, { id, input: { status: 'Terminé' } });
    const page = await gql(
      'query ($filter: TaskFilterInput, $page: PageArgs) { tasks(filter: $filter, page: $page) { total items { title dueDate status } } }',
      { filter: { sortBy: 'due_date', order: 'asc', assignedEmployeeId: lea }, page: { limit: 1, offset: 1 } },
    );
    expect(page.data.tasks).toEqual({
      total: 2,
      items: [{ title: 'Inventaire', dueDate: '2026-02-28', status: 'À faire' }],
    });
    const deleted = await gql('mutation ($id: Int!) { deleteTask(id: $id) { message } }', { id });
    expect(deleted.data.deleteTask.message).toBe('Tâche supprimée avec succès.');
    const missing = await gql('mutation ($id: Int!) { deleteTask(id: $id) { message } }', { id });
    expect(missing.errors?.[0]).toMatchObject({ message: 'Tâche introuvable.', extensions: { code: 'NOT_FOUND' } });
  });

  it.each([
    [{ title: '   ' }, 'Le titre est obligatoire.'],
    [{ title: 'T', isRoutine: true }, 'La fréquence est obligatoire pour une tâche routinière.'],
    [{ title: 'T', status: 'Fini' }, 'Statut invalide : choisissez À faire, En cours ou Terminé.'],
    [{ title: 'T', dueDate: '2026-02-29' }, "Date d'échéance invalide : format AAAA-MM-JJ attendu."],
    [{ title: 'T', assignedEmployeeId: 42 }, 'Employé introuvable.'],
  ])('refuses %j with BAD_USER_INPUT', async (input, message) => {
    const result = await gql(CREATE, { input });
    expect(result.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses bad list arguments and unknown ids', async () => {
    const sort = await gql('{ tasks(filter: { sortBy: "password" }) { total } }');
    expect(sort.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const limit = await gql('{ tasks(page: { limit: 501 }) { total } }');
    expect(limit.errors?.[0].message).toBe('Paramètre « limit » invalide : un entier entre 1 et 500 est attendu.');
    const huge = await gql('query ($id: Int!) { task(id: $id) { id } }', { id: 99999999999 });
    expect(huge.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect((await gql('{ task(id: 0) { id } }')).errors?.[0].extensions?.code).toBe('NOT_FOUND');
  });

  it('searches titles and descriptions with filter.q, case and accents ignored, with a total', async () => {
    await gql(CREATE, { input: { title: 'Réunion équipe' } });
    await gql(CREATE, { input: { title: 'Inventaire', description: 'Préparer la RÉUNION', status: 'En cours' } });
    await gql(CREATE, { input: { title: 'Caisse' } });
    const LIST =
      'query ($filter: TaskFilterInput, $page: PageArgs) { tasks(filter: $filter, page: $page) { total items { title } } }';
    const found = await gql(LIST, { filter: { q: 'reunion', sortBy: 'created_at', order: 'asc' }, page: { limit: 1 } });
    expect(found.data.tasks).toEqual({ total: 2, items: [{ title: 'Réunion équipe' }] });
    expect((await gql(LIST, { filter: { q: 'REUNION', status: 'En cours' } })).data.tasks).toEqual({
      total: 1,
      items: [{ title: 'Inventaire' }],
    });
    const long = await gql(LIST, { filter: { q: 'x'.repeat(101) } });
    expect(long.errors?.[0]).toMatchObject({
      message: 'Paramètre « q » invalide : 100 caractères au plus.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('a list of tasks with their employees', () => {
  /** Counts the SQL statements sent to PostgreSQL (by any pg client of this process) while `run` executes. */
  async function countQueries(run: () => Promise<unknown>): Promise<number> {
    const original = Client.prototype.query;
    let count = 0;
    Client.prototype.query = function (this: Client, ...args: unknown[]) {
      count += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      await run();
    } finally {
      Client.prototype.query = original;
    }
    return count;
  }

  async function seed(tasks: number) {
    await server.sql(
      `insert into employees (name, manager_user_id) select 'Employé ' || i, 1 from generate_series(1, 20) i`,
    );
    await server.sql(
      `insert into tasks (title, assigned_employee_id) select 'Tâche ' || i, (i % 20) + 1 from generate_series(1, $1::int) i`,
      [tasks],
    );
  }

  const QUERY =
    '{ tasks(page: { limit: 100 }) { total items { id title assignedEmployee { id name managerUsername } } } }';

  it('loads the employees of 100 tasks in one query (no N+1)', async () => {
    await seed(100);
    let result: any;
    const queries = await countQueries(async () => {
      result = await gql(QUERY);
    });
    expect(result.errors).toBeUndefined();
    expect(result.data.tasks.total).toBe(100);
    expect(result.data.tasks.items).toHaveLength(100);
    expect(
      result.data.tasks.items.every(
        (t: any) => t.assignedEmployee.name.startsWith('Employé ') && t.assignedEmployee.managerUsername === 'admin',
      ),
    ).toBe(true);
    // The signed-in user, the page with its count (one statement), and one batch for all employees.
    expect(queries).toBe(3);
  });
});
