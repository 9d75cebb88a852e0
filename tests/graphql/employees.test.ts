import { signedIn } from '../support/actors';
import { graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const FIELDS = 'id name notes managerUserId managerUsername createdAt';
const CREATE = `mutation ($input: EmployeeInput!) { createEmployee(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: EmployeeInput!) { updateEmployee(id: $id, input: $input) { ${FIELDS} } }`;
const gql = (query: string, variables: Record<string, unknown>, token: string | null) =>
  graphql(server.url, query, variables, token ?? undefined);

describe('employees over GraphQL', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN', async () => {
    expect((await gql('{ employees { total } }', {}, null)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await gql(CREATE, { input: { name: 'Léa' } }, tokens.employe)).errors?.[0].extensions?.code).toBe(
      'FORBIDDEN',
    );
  });

  it('takes the manager from an Admin only, naming an Admin or Manager', async () => {
    const chef = await signedIn(server, 'Manager', 'chef');
    const employe = await signedIn(server, 'Employé');
    const created = await gql(CREATE, { input: { name: 'Léa', managerUserId: chef.id } }, tokens.admin);
    expect(created.data.createEmployee).toMatchObject({ name: 'Léa', managerUserId: chef.id, managerUsername: 'chef' });
    const id = created.data.createEmployee.id;
    const byManager = await gql(UPDATE, { id, input: { name: 'Léa', managerUserId: null } }, tokens.manager);
    expect(byManager.data.updateEmployee.managerUserId).toBe(chef.id);
    const refused = await gql(UPDATE, { id, input: { name: 'Léa', managerUserId: employe.id } }, tokens.admin);
    expect(refused.errors?.[0]).toMatchObject({
      message: 'Le manager doit être un utilisateur Admin ou Manager.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const blank = await gql(CREATE, { input: { name: '  ' } }, tokens.manager);
    expect(blank.errors?.[0]).toMatchObject({
      message: 'Le nom est obligatoire.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('lists with a total and deletes with the same cascade as REST', async () => {
    const created = await gql(CREATE, { input: { name: 'Léa' } }, tokens.manager);
    const id = created.data.createEmployee.id;
    await gql(
      'mutation ($input: CreateTaskInput!) { createTask(input: $input) { id } }',
      { input: { title: 'T', assignedEmployeeId: id } },
      tokens.manager,
    );
    await gql(
      'mutation ($input: CreateFinancialTransactionInput!) { createFinancialTransaction(input: $input) { id } }',
      { input: { amount: 10, description: 'Vente', relatedEmployeeId: id } },
      tokens.manager,
    );
    const page = await gql('{ employees(page: { limit: 10 }) { total items { name } } }', {}, tokens.manager);
    expect(page.data.employees).toEqual({ total: 1, items: [{ name: 'Léa' }] });
    const deleted = await gql('mutation ($id: Int!) { deleteEmployee(id: $id) { message } }', { id }, tokens.manager);
    expect(deleted.data.deleteEmployee.message).toBe('Employé supprimé avec succès.');
    expect(await server.sql('select count(*)::int as n from tasks')).toEqual([{ n: 0 }]);
    expect(await server.sql('select related_employee_id from financial_transactions')).toEqual([
      { related_employee_id: null },
    ]);
    const missing = await gql('query ($id: Int!) { employee(id: $id) { id } }', { id }, tokens.manager);
    expect(missing.errors?.[0]).toMatchObject({ message: 'Employé introuvable.', extensions: { code: 'NOT_FOUND' } });
  });

  it('searches names case- and accent-insensitively, names starting with the text first, with a total', async () => {
    for (const name of ['Zoé Martin', 'Hélène Zoe', 'Éloïse Blanc', 'Marc 50%'])
      await gql(CREATE, { input: { name } }, tokens.manager);
    const SEARCH =
      'query ($search: String, $page: PageArgs) { employees(search: $search, page: $page) { total items { name } } }';
    const zoe = await gql(SEARCH, { search: 'ZOE', page: { limit: 1 } }, tokens.manager);
    expect(zoe.data.employees).toEqual({ total: 2, items: [{ name: 'Zoé Martin' }] });
    expect((await gql(SEARCH, { search: 'elo' }, tokens.manager)).data.employees.items).toEqual([
      { name: 'Éloïse Blanc' },
    ]);
    expect((await gql(SEARCH, { search: '50%' }, tokens.manager)).data.employees.items).toEqual([{ name: 'Marc 50%' }]);
    expect((await gql(SEARCH, { search: null }, tokens.manager)).data.employees.total).toBe(4);
    const long = await gql(SEARCH, { search: 'x'.repeat(101) }, tokens.manager);
    expect(long.errors?.[0]).toMatchObject({
      message: 'Paramètre « search » invalide : 100 caractères au plus.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});
