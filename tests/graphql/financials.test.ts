import { graphql } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const FIELDS = 'id amount description date category type relatedEmployeeId relatedEmployeeName relatedSource createdAt';
const CREATE = `mutation ($input: CreateFinancialTransactionInput!) { createFinancialTransaction(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: Int!, $input: UpdateFinancialTransactionInput!) { updateFinancialTransaction(id: $id, input: $input) { ${FIELDS} } }`;
const gql = (query: string, variables: Record<string, unknown> = {}, token: string | null = tokens.manager) =>
  graphql(server.url, query, variables, token ?? undefined);

describe('financial transactions over GraphQL', () => {
  it('answers UNAUTHENTICATED and FORBIDDEN', async () => {
    expect((await gql('{ financialTransactions { total } }', {}, null)).errors?.[0].extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
    expect(
      (await gql(CREATE, { input: { amount: 1, description: 'x' } }, tokens.employe)).errors?.[0].extensions?.code,
    ).toBe('FORBIDDEN');
  });

  it('keeps the sign on create and applies the type on edit, exactly', async () => {
    const created = await gql(CREATE, {
      input: { amount: -0.1, description: 'Café', date: '2026-01-02', category: 'Autre Dépense' },
    });
    expect(created.data.createFinancialTransaction).toMatchObject({
      amount: -0.1,
      type: 'Dépense',
      category: 'Autre Dépense',
    });
    const id = created.data.createFinancialTransaction.id;
    const revenue = await gql(UPDATE, {
      id,
      input: { description: 'Pourboire', amount: -0.2, type: 'Revenu', date: '2026-01-03', category: 'libre' },
    });
    expect(revenue.data.updateFinancialTransaction).toMatchObject({
      amount: 0.2,
      type: 'Revenu',
      category: 'libre',
      date: '2026-01-03',
    });
    expect(await server.sql('select amount::text from financial_transactions')).toEqual([{ amount: '0.20' }]);
  });

  it.each([
    [{ amount: 1.001, description: 'x' }, 'Le montant doit être un nombre valide.'],
    [{ amount: 1, description: ' ' }, 'La description est obligatoire.'],
    [{ amount: 1, description: 'x', category: 'Loyer' }, expect.stringMatching(/^Catégorie invalide/)],
  ])('refuses %j with BAD_USER_INPUT', async (input, message) => {
    expect((await gql(CREATE, { input })).errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('pages, sorts and filters with a total', async () => {
    for (const [amount, date] of [
      [10, '2026-01-01'],
      [-20, '2026-01-10'],
      [30, '2026-01-20'],
    ] as const) {
      await gql(CREATE, { input: { amount, description: 'x', date } });
    }
    const page = await gql(
      'query ($filter: FinancialFilterInput, $page: PageArgs) { financialTransactions(filter: $filter, page: $page) { total items { amount date } } }',
      { filter: { startDate: '2026-01-05', sortBy: 'date', order: 'desc' }, page: { limit: 1 } },
    );
    expect(page.data.financialTransactions).toEqual({ total: 2, items: [{ amount: 30, date: '2026-01-20' }] });
    const reversed = await gql(
      '{ financialTransactions(filter: { startDate: "2026-02-01", endDate: "2026-01-01" }) { total } }',
    );
    expect(reversed.errors?.[0]).toMatchObject({
      message: 'La date de début ne peut pas être postérieure à la date de fin.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('searches the description, category and source with filter.q, within the dates, with a total', async () => {
    await gql(CREATE, { input: { amount: 10, description: 'Vente café', date: '2026-01-10' } });
    await gql(CREATE, {
      input: { amount: -3, description: 'Frais', relatedSource: 'Café du coin', date: '2026-02-10' },
    });
    await gql(CREATE, { input: { amount: 8, description: 'Remise 5%', date: '2026-02-11' } });
    const LIST =
      'query ($filter: FinancialFilterInput) { financialTransactions(filter: $filter) { total items { description } } }';
    expect(
      (await gql(LIST, { filter: { q: 'CAFE', sortBy: 'date', order: 'asc' } })).data.financialTransactions,
    ).toEqual({
      total: 2,
      items: [{ description: 'Vente café' }, { description: 'Frais' }],
    });
    expect((await gql(LIST, { filter: { q: 'cafe', startDate: '2026-02-01' } })).data.financialTransactions.total).toBe(
      1,
    );
    expect((await gql(LIST, { filter: { q: '5%' } })).data.financialTransactions.items).toEqual([
      { description: 'Remise 5%' },
    ]);
    const long = await gql(LIST, { filter: { q: 'x'.repeat(101) } });
    expect(long.errors?.[0]).toMatchObject({
      message: 'Paramètre « q » invalide : 100 caractères au plus.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('filters on the linked employee with filter.employeeId, with a total, and refuses a bad id in French', async () => {
    const employee = await gql('mutation { createEmployee(input: { name: "Léa" }) { id } }');
    const lea = employee.data.createEmployee.id;
    await gql(CREATE, { input: { amount: 10, description: 'Léa 1', date: '2026-01-10', relatedEmployeeId: lea } });
    await gql(CREATE, { input: { amount: -3, description: 'Autre', date: '2026-01-11' } });
    await gql(CREATE, { input: { amount: 8, description: 'Léa 2', date: '2026-01-12', relatedEmployeeId: lea } });
    const LIST =
      'query ($filter: FinancialFilterInput, $page: PageArgs) { financialTransactions(filter: $filter, page: $page) { total items { description } } }';
    expect((await gql(LIST, { filter: { employeeId: lea }, page: { limit: 1 } })).data.financialTransactions).toEqual({
      total: 2,
      items: [{ description: 'Léa 2' }],
    });
    for (const employeeId of [0, -4]) {
      const bad = await gql(LIST, { filter: { employeeId } });
      expect(bad.errors?.[0]).toMatchObject({
        message: 'Identifiant invalide.',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });
});
