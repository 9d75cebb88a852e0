import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, type OperationDefinitionNode, parse, print, visit } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { graphqlSchema } from '../../gateway/src/composition/graphql-schema';
import { hashPassword } from '../../gateway/src/kernel/credentials/passwords';
import { seedLargeDataset } from '../../gateway/src/scripts/large-dataset';
import { executions } from '../../gateway/src/transports/graphql/compiled-execution';
import { everyone } from '../support/actors';
import { issued, saveSeller } from '../support/invoices';
import { PLAIN_PDF } from '../support/supplier-documents';
import { upload } from '../support/supplier-invoices';
import { type TestServer, type Tokens, startTestServer } from '../support/server';

/**
 * Every query of the web client's generated corpus, run by two gateways over one seeded database:
 * one executing with graphql-js only (GRAPHQL_COMPILED=off), one running queries compiled by
 * graphql-jit, and answering those it has run once compiled without Apollo's pipeline. Same
 * request, same caller: the same HTTP status, media type and bytes of JSON, for answers and for
 * refusals (signed out, a role without the right, bad variables, a record that does not exist).
 */

const GENERATED = path.join(__dirname, '../../web/src/graphql/generated/operation-texts.ts');

/** The generated texts, as the session's plain fetch sends them and as Apollo Client does (with __typename). */
function corpus(): { name: string; label: string; text: string; operation: OperationDefinitionNode }[] {
  const source = readFileSync(GENERATED, 'utf8');
  const texts = [...source.matchAll(/text: ("(?:[^"\\]|\\.)*")/g)].map((match) => JSON.parse(match[1]) as string);
  return texts.flatMap((text) => {
    const operation = parse(text).definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (operation?.operation !== 'query' || !operation.name) return [];
    const name = operation.name.value;
    // The generated texts ask for __typename as Apollo does (web/scripts/codegen.mjs): without it, the document
    // as it was written.
    const bare = print(
      visit(parse(text), { Field: (field) => (field.name.value === '__typename' ? null : undefined) }),
    );
    const typed = print(addTypenameToDocument(parse(text)));
    return [
      { name, label: name, text: bare, operation },
      { name, label: `${name} with __typename`, text: typed, operation },
    ];
  });
}

const queries = corpus();

let plain: TestServer;
let compiled: TestServer;
let tokens: Tokens;
const ids = { invoice: 0, supplierInvoice: 0, employee: 0 };

beforeAll(async () => {
  plain = await startTestServer({ graphqlCompiled: false });
  // A second gateway over the same database, as a replica would run.
  compiled = await startTestServer({ databaseUrl: plain.databaseUrl, graphqlCompiled: true });
  tokens = await everyone(plain);
  // The seeded managers are named manager1…: the accounts above move out of their way.
  await plain.sql(`update users set username = 'diff-' || username where id > 1`);
  await seedLargeDataset(
    plain.databaseUrl,
    { managers: 3, employees: 40, tasks: 600, transactions: 300 },
    { managerPasswordHash: await hashPassword('seeded-manager') },
  );
  await saveSeller(plain, tokens.admin);
  ids.invoice = (await issued(plain, tokens.admin)).id;
  await issued(plain, tokens.admin, { client_name: 'Hélène Dubois' });
  ids.supplierInvoice = (await upload(plain, tokens.admin, PLAIN_PDF, 'ticket.pdf')).body.id;
  [{ id: ids.employee }] = await plain.sql<{ id: number }>('select min(id) as id from employees');
}, 300_000);

afterAll(async () => {
  await compiled?.close();
  await plain?.close();
});

/** Realistic variables for each query: what its screen sends, with a few filters. */
function variableSets(name: string): Record<string, unknown>[] {
  const page = { limit: 50, offset: 0 };
  const year = String(new Date().getFullYear());
  switch (name) {
    case 'Dashboard':
      return [{ top: 3 }, { top: 10 }];
    case 'VatSummary':
      return [{ from: `${year}-01-01`, to: `${year}-12-31` }];
    case 'Invoice':
      return [{ id: ids.invoice }];
    case 'SupplierInvoice':
      return [{ id: ids.supplierInvoice }];
    case 'InvoiceReminders':
      return [{ invoiceId: ids.invoice }];
    case 'TaskFilterEmployee':
    case 'EmployeeDetail':
      return [{ id: ids.employee }];
    case 'Tasks':
      return [
        { page },
        { filter: { status: 'En cours', sortBy: 'due_date', order: 'asc' }, page: { limit: 20, offset: 20 } },
        { filter: { assignedEmployeeId: ids.employee, q: 'factur' }, page },
      ];
    case 'FinancialTransactions':
      return [
        { filter: { sortBy: 'date', order: 'desc' }, page },
        { filter: { startDate: `${year}-01-01`, endDate: `${year}-06-30`, q: 'loyer' }, page },
        // An employee's page.
        { filter: { employeeId: ids.employee, sortBy: 'amount', order: 'asc' }, page },
      ];
    case 'FinancialDailyBalances':
      return [{}, { filter: { startDate: `${year}-01-01`, endDate: `${year}-12-31` } }];
    case 'PerformanceStats':
      return [{}, { filter: { top: 3 } }, { filter: { employeeId: ids.employee } }];
    case 'Employees':
    case 'Users':
      return [{ page }, { search: 'ma', page: { limit: 5, offset: 0 } }];
    case 'EmployeeSearch':
    case 'ManagerSearch':
    case 'AuditActorSearch':
      return [{}, { search: 'lé' }];
    case 'Invoices':
      return [{ page }, { filter: { client: 'hélène' }, page }];
    case 'AuditLog':
      return [{ page }, { filter: { entityType: 'invoice', action: 'create' }, page }];
    case 'AccountingOverview':
      return [{ year, page }];
    default:
      return [{ page }];
  }
}

/** Variables each query must refuse: a page outside 1–500, a value of the wrong type, a record that does not exist. */
function refusedVariableSets(query: (typeof queries)[number]): Record<string, unknown>[] {
  const names = (query.operation.variableDefinitions ?? []).map((definition) => definition.variable.name.value);
  const sets: Record<string, unknown>[] = [];
  if (names.includes('page')) sets.push({ page: { limit: 0 } }, { page: { limit: 'cinquante' } });
  if (names.includes('id')) sets.push({ id: 999_999 }, { id: 'abc' }, {});
  if (names.includes('top')) sets.push({}, { top: 3.5 });
  if (names.includes('from')) sets.push({ from: 'hier', to: 'demain' });
  if (names.includes('filter')) sets.push({ filter: { inconnu: 1 } });
  return sets;
}

/** What Apollo Client sends as Accept (its default for queries). */
const WEB_CLIENT_ACCEPT = 'application/graphql-response+json,application/json;q=0.9';

async function post(server: TestServer, body: unknown, token: string | undefined, accept?: string) {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(accept ? { accept } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.text() };
}

/** Both gateways' answers to one request: the same status, media type and bytes, or the test shows both. */
async function expectSameAnswer(body: unknown, token: string | undefined, accept?: string) {
  const before = { ...executions };
  const fromPlain = await post(plain, body, token, accept);
  const fromCompiled = await post(compiled, body, token, accept);
  expect({ request: body, answer: fromCompiled }).toEqual({ request: body, answer: fromPlain });
  // Compiled without serializing the built-in scalars, and every value already what serializing
  // would send: the comparison is of that quick path, not of the fallback that serializes.
  if (executions.compiled > before.compiled)
    expect({
      request: body,
      quick: executions.quick - before.quick,
      again: executions.reserialized - before.reserialized,
    }).toEqual({ request: body, quick: 1, again: 0 });
  return {
    answer: fromPlain,
    ranCompiled: executions.compiled > before.compiled,
    withoutApollo: executions.direct + executions.handedOver - before.direct - before.handedOver,
  };
}

it('compiles every query of the corpus (otherwise the comparison below would test graphql-js against itself)', async () => {
  const schema = await graphqlSchema();
  expect(queries.length).toBeGreaterThan(40);
  const refused = queries.filter(({ text, name }) => !isCompiledQuery(compileQuery(schema, parse(text), name)));
  expect(refused.map((query) => query.label)).toEqual([]);
});

describe.each(queries.map((query) => [query.label, query] as const))('%s', (_label, query) => {
  it('answers the same bytes for every caller, with realistic variables', async () => {
    let calls = 0;
    let compiledRuns = 0;
    let runsWithoutApollo = 0;
    for (const variables of variableSets(query.name)) {
      for (const token of [tokens.admin, tokens.manager, tokens.employe, undefined]) {
        // As the web client asks, and as a plain fetch does: each media type is learned from Apollo's first answer.
        const accept = calls % 2 === 0 ? WEB_CLIENT_ACCEPT : undefined;
        const { answer, ranCompiled, withoutApollo } = await expectSameAnswer(
          { query: query.text, operationName: query.name, variables },
          token,
          accept,
        );
        calls += 1;
        if (ranCompiled) compiledRuns += 1;
        runsWithoutApollo += withoutApollo;
        // The Admin may read everything: a real answer.
        if (token === tokens.admin) {
          expect({ variables, status: answer.status, errors: JSON.parse(answer.body).errors }).toEqual({
            variables,
            status: 200,
            errors: undefined,
          });
        }
      }
    }
    // The first sighting of a document runs on graphql-js; every later one, refusals included, compiled.
    expect(compiledRuns).toBe(calls - 1);
    // From the third on, without Apollo's pipeline: answered directly, or handed over with its errors.
    expect(runsWithoutApollo).toBe(calls - 2);
  });

  it('refuses bad variables and unknown records with the same bytes', async () => {
    for (const variables of refusedVariableSets(query)) {
      const { answer } = await expectSameAnswer(
        { query: query.text, operationName: query.name, variables },
        tokens.admin,
      );
      expect({ variables, errors: JSON.parse(answer.body).errors?.length ?? 0 }).toEqual({
        variables,
        errors: expect.any(Number),
      });
    }
  });
});

describe('documents outside the corpus', () => {
  it.each([
    ['an unknown field (validation)', { query: '{ me { id motDePasse } }' }],
    ['a syntax error', { query: '{ me { id ' }],
    ['an operation name not in the document', { query: 'query A { me { id } }', operationName: 'B' }],
    ['two operations and no name', { query: 'query A { me { id } } query B { me { username } }' }],
    ['a mutation, which graphql-js runs either way', { query: 'mutation { logout }' }],
    ['introspection', { query: '{ __schema { queryType { name } types { name kind } } }' }],
    [
      'a fragment with @include and @skip',
      {
        query:
          'query Q($b: Boolean!) { me { ...F @include(if: $b) id @skip(if: $b) } } fragment F on User { username role }',
        variables: { b: true },
      },
    ],
    ['a missing required variable', { query: 'query Q($b: Boolean!) { me { id @include(if: $b) } }' }],
  ])('%s gets the same bytes', async (_name, body) => {
    // The mutation ends the session it is sent with: a throwaway one each time.
    const token = body.query.startsWith('mutation') ? undefined : tokens.admin;
    await expectSameAnswer(body, token);
  });

  it('a document answered without Apollo, asked another way, gets the same bytes', async () => {
    const body = { query: '{ me { id username role } }' };
    const before = executions.direct;
    for (let i = 0; i < 3; i += 1) await expectSameAnswer(body, tokens.admin);
    expect(executions.direct).toBeGreaterThan(before);
    // No media type both accept: Apollo's 406. A new Accept header: Apollo's answer, then its own.
    await expectSameAnswer(body, tokens.admin, 'text/html');
    await expectSameAnswer(body, tokens.admin, 'application/graphql-response+json');
    await expectSameAnswer(body, tokens.admin, 'application/graphql-response+json');
    for (const variation of [
      { ...body, operationName: null, variables: null },
      { ...body, extensions: {} },
      { ...body, variables: [] },
      { ...body, operationName: 7 },
      { ...body, id: 'inconnu' },
    ])
      await expectSameAnswer(variation, tokens.admin);
    // A simple request (text/plain) as a cross-site form would send it: Apollo's CSRF refusal on both.
    const simple = async (server: TestServer) => {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain', authorization: `Bearer ${tokens.admin}` },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.text() };
    };
    expect(await simple(compiled)).toEqual(await simple(plain));
  });

  it('a record that does not exist, and a role without the right, get the same bytes', async () => {
    await expectSameAnswer({ query: `{ invoice(id: 999999) { id number } }` }, tokens.admin);
    await expectSameAnswer({ query: `{ users(page: { limit: 5 }) { total items { id } } }` }, tokens.employe);
    await expectSameAnswer({ query: `{ users(page: { limit: 5 }) { total items { id } } }` }, undefined);
  });
});
