import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { Kind, parse, print } from 'graphql';
import { loginAdmin } from '../support/actors';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { PLAIN_PDF } from '../support/supplier-documents';
import { upload } from '../support/supplier-invoices';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(async () => {
  await server.reset();
  admin = await loginAdmin(server);
});
afterAll(() => server.close());

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphql(server.url, query, variables, token);
const times = (count: number, line: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => line(i)).join('\n');

/** The request's answer and how long it took. */
async function timed(query: string, token?: string) {
  const started = performance.now();
  const result = await gql(query, {}, token);
  return { result, elapsed: performance.now() - started };
}

/** A refusal as the user sees it: one French message, BAD_USER_INPUT, an HTTP 400 and no data. */
function expectRefusal(result: Awaited<ReturnType<typeof gql>>, message: RegExp) {
  expect(result.status).toBe(400);
  expect(result.data).toBeNull();
  expect(result.errors).toHaveLength(1);
  expect(result.errors?.[0]).toMatchObject({
    message: expect.stringMatching(message),
    extensions: { code: 'BAD_USER_INPUT' },
  });
}

/** The gateway still answers: its health check, and a signed-in query. */
async function expectServerAnswers() {
  expect((await call(server.url, 'GET', '/healthz')).status).toBe(200);
  expect((await gql('{ me { id username } }', {}, admin)).data).toEqual({ me: { id: 1, username: 'admin' } });
}

/** 30 fragments, each spreading the next one twice: 2^30 copies of the last one's fields once expanded. */
const fragmentBomb = (fields: string) =>
  `{ ...F0 }\n${times(30, (i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`)}\nfragment F30 on Query { ${fields} }`;

describe('a fragment bomb', () => {
  it.each([
    ['anonymous, by the cost limit', false, fragmentBomb('me { id }'), /^Requête GraphQL trop coûteuse/],
    ['signed in, by the cost limit', true, fragmentBomb('me { id }'), /^Requête GraphQL trop coûteuse/],
    [
      'anonymous, with an alias, by the alias limit',
      false,
      fragmentBomb('moi: me { id }'),
      /^Trop d'alias dans la requête GraphQL \(20 au maximum\)\.$/,
    ],
    [
      'signed in, with an alias, by the alias limit',
      true,
      fragmentBomb('moi: me { id }'),
      /^Trop d'alias dans la requête GraphQL \(20 au maximum\)\.$/,
    ],
  ])('is refused at once, %s, and the server keeps answering', async (_name, signedIn, query, message) => {
    const { result, elapsed } = await timed(query, signedIn ? admin : undefined);
    expectRefusal(result, message);
    expect(elapsed).toBeLessThan(1000);
    await expectServerAnswers();
  });
});

describe('size limits', () => {
  it('refuses a 100 KB document by its number of tokens, at once', async () => {
    const query = `{ me { ${'id '.repeat(35_000)} } }`;
    expect(query.length).toBeGreaterThan(100_000);
    const { result, elapsed } = await timed(query, admin);
    expectRefusal(result, /^Requête GraphQL trop longue \(1000 jetons au maximum\)\.$/);
    expect(elapsed).toBeLessThan(1000);
    await expectServerAnswers();
  });

  it('counts the tokens of a GET request too', async () => {
    const query = encodeURIComponent(`{ me { ${'id '.repeat(1_001)} } }`);
    const response = await call(server.url, 'GET', `/graphql?query=${query}`, {
      token: admin,
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toEqual([
      { message: 'Requête GraphQL trop longue (1000 jetons au maximum).', extensions: { code: 'BAD_USER_INPUT' } },
    ]);
  });

  it('still reports an ordinary syntax error as one', async () => {
    const result = await gql('{ me { id ', {}, admin);
    expect(result.errors?.[0]).toMatchObject({
      message: 'Requête GraphQL invalide : erreur de syntaxe.',
      extensions: { code: 'GRAPHQL_PARSE_FAILED' },
    });
  });

  it('accepts 20 aliases and refuses 21', async () => {
    const aliases = (count: number) => `{ ${times(count, (i) => `m${i}: me { id }`)} }`;
    expect((await gql(aliases(20), {}, admin)).errors).toBeUndefined();
    expectRefusal(await gql(aliases(21), {}, admin), /^Trop d'alias dans la requête GraphQL \(20 au maximum\)\.$/);
  });

  it('refuses more than 10 directives', async () => {
    const directives = (count: number) => `{ me { ${times(count, () => 'id @include(if: true)')} } }`;
    expect((await gql(directives(10), {}, admin)).data).toEqual({ me: { id: 1 } });
    expectRefusal(
      await gql(directives(11), {}, admin),
      /^Trop de directives dans la requête GraphQL \(10 au maximum\)\.$/,
    );
  });

  it('refuses more than 8 levels, counting what fragments hold but not the fragments themselves', async () => {
    const nested = (levels: number) =>
      `fragment TypeRef on __Type { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} }\n{ __schema { types { fields { type { ...TypeRef } } } } }`;
    expect((await gql(nested(3), {}, admin)).errors).toBeUndefined(); // 4 + 3 + name = 8 levels
    expectRefusal(await gql(nested(4), {}, admin), /^Requête GraphQL trop profonde \(8 niveaux au maximum\)\.$/);
    expectRefusal(await gql(nested(4)), /^Requête GraphQL trop profonde/);
  });
});

describe('the cost limit', () => {
  const userLists = (count: number, page: string) =>
    `{ ${times(count, (i) => `u${i}: users(page: ${page}) { items { id } }`)} }`;

  it('counts every row a list may return: 20 lists of 500 users are refused, 20 lists of 5 are not', async () => {
    expectRefusal(
      await gql(userLists(20, '{ limit: 500 }'), {}, admin),
      /^Requête GraphQL trop coûteuse \(\d+ > 15000\)\.$/,
    );
    // Without a limit, a list returns 500 rows.
    expectRefusal(await gql(userLists(20, '{}'), {}, admin), /^Requête GraphQL trop coûteuse/);
    const small = await gql(userLists(20, '{ limit: 5 }'), {}, admin);
    expect(small.errors).toBeUndefined();
    expect(small.data.u19.items).toEqual([{ id: 1 }]);
  });

  it('reads the limit from the variables too', async () => {
    const query = `query Lists($page: PageArgs) { ${times(20, (i) => `u${i}: users(page: $page) { items { id } }`)} }`;
    expectRefusal(await gql(query, { page: { limit: 500 } }, admin), /^Requête GraphQL trop coûteuse/);
    expect((await gql(query, { page: { limit: 5 } }, admin)).errors).toBeUndefined();
  });

  it('refuses a document every time it comes back, though costs and checked documents are remembered', async () => {
    const query = `query Lists($page: PageArgs, $filter: TaskFilterInput) { tasks(filter: $filter) { total } ${times(20, (i) => `u${i}: users(page: $page) { items { id } }`)} }`;
    for (const employee of [1, 2, 3]) {
      expect(
        (await gql(query, { page: { limit: 5 }, filter: { assignedEmployeeId: employee } }, admin)).errors,
      ).toBeUndefined();
      expectRefusal(
        await gql(query, { page: { limit: 500 }, filter: { assignedEmployeeId: employee } }, admin),
        /^Requête GraphQL trop coûteuse/,
      );
      // Without the variable, a list returns 500 rows.
      expectRefusal(
        await gql(query, { filter: { assignedEmployeeId: employee } }, admin),
        /^Requête GraphQL trop coûteuse/,
      );
    }
    const long = `{ me { ${'id '.repeat(1_001)} } }`;
    for (let i = 0; i < 2; i++) {
      expectRefusal(await gql(fragmentBomb('me { id }'), {}, admin), /^Requête GraphQL trop coûteuse/);
      expectRefusal(await gql(long, {}, admin), /^Requête GraphQL trop longue/);
    }
  });

  it('reads the limit from an Int inside the page and @include from its variable, whatever the other variables', async () => {
    const query = `query Lists($limit: Int, $show: Boolean!, $filter: TaskFilterInput) { tasks(filter: $filter) { total } ... @include(if: $show) { ${times(20, (i) => `u${i}: users(page: { limit: $limit }) { items { id } }`)} } }`;
    for (const employee of [1, 2]) {
      const filter = { assignedEmployeeId: employee };
      expect((await gql(query, { limit: 5, show: true, filter }, admin)).errors).toBeUndefined();
      expectRefusal(await gql(query, { limit: 500, show: true, filter }, admin), /^Requête GraphQL trop coûteuse/);
      const hidden = await gql(query, { limit: 500, show: false, filter }, admin);
      expect(hidden.errors).toBeUndefined();
      expect(hidden.data.u0).toBeUndefined();
    }
  });

  it('leaves a limit outside 1–500 to the list, which explains it', async () => {
    const result = await gql('{ users(page: { limit: 100000 }) { total } }', {}, admin);
    expect(result.errors?.[0].message).toBe('Paramètre « limit » invalide : un entier entre 1 et 500 est attendu.');
  });
});

describe("the web client's operations", () => {
  const root = path.join(__dirname, '../../web/src');
  const operations = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.graphql'))
    // As Apollo Client sends them: with __typename in every selection.
    .map((file) => addTypenameToDocument(parse(readFileSync(path.join(root, file), 'utf8'))))
    .flatMap((document) =>
      document.definitions.flatMap((definition) =>
        definition.kind === Kind.OPERATION_DEFINITION && definition.name
          ? [
              {
                document: print(document),
                name: definition.name.value,
                kind: definition.operation,
                paged: definition.variableDefinitions?.some((v) => v.variable.name.value === 'page'),
              },
            ]
          : [],
      ),
    );
  const send = async (operation: (typeof operations)[number], variables: Record<string, unknown>) => {
    const response = await call(server.url, 'POST', '/graphql', {
      token: admin,
      body: { query: operation.document, operationName: operation.name, variables },
    });
    return {
      operation: operation.name,
      messages: (response.body.errors ?? []).map((error: { message: string }) => error.message) as string[],
    };
  };

  it('are all found', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['Dashboard', 'Tasks', 'Users', 'CreateTask', 'VerifyTelegram']),
    );
  });

  // The variables a query cannot run without, at the largest value the client sends (`Invoice`: one issued below).
  const REQUIRED_VARIABLES: Record<string, Record<string, unknown>> = {
    Dashboard: { top: 3 },
    VatSummary: { from: '2026-01-01', to: '2026-03-31' },
  };

  it('answer every query, with its largest pages (500 rows)', async () => {
    await saveSeller(server, admin);
    REQUIRED_VARIABLES.Invoice = { id: (await issued(server, admin)).id };
    REQUIRED_VARIABLES.InvoiceReminders = { invoiceId: REQUIRED_VARIABLES.Invoice.id };
    const employee = await call(server.url, 'POST', '/api/employees', {
      token: admin,
      body: { name: 'Sophie Moreau' },
    });
    REQUIRED_VARIABLES.TaskFilterEmployee = { id: employee.body.id };
    REQUIRED_VARIABLES.EmployeeDetail = { id: employee.body.id };
    REQUIRED_VARIABLES.SupplierInvoice = { id: (await upload(server, admin, PLAIN_PDF, 'ticket.pdf')).body.id };
    for (const operation of operations.filter((candidate) => candidate.kind === 'query')) {
      const variables = {
        ...(operation.paged ? { page: { limit: 500, offset: 0 } } : {}),
        ...REQUIRED_VARIABLES[operation.name],
      };
      expect(await send(operation, variables)).toEqual({ operation: operation.name, messages: [] });
    }
  });

  it('let every mutation through the limits', async () => {
    // Sent without their input, they stop at the variables, once the size limits have passed
    // (their cost is that of one row: none selects a list). Some run (Logout ends the session).
    for (const operation of operations.filter((candidate) => candidate.kind === 'mutation')) {
      const { messages } = await send(operation, {});
      expect({
        operation: operation.name,
        refusals: messages.filter((message) => /^(Requête GraphQL trop|Trop d'alias|Trop de directives)/.test(message)),
      }).toEqual({
        operation: operation.name,
        refusals: [],
      });
    }
  });
});
