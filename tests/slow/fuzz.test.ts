import fc from 'fast-check';
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { graphqlSchema } from '../../gateway/src/composition/graphql-schema';
import { loginAdmin } from '../support/actors';
import { invoiceBody, saveSeller } from '../support/invoices';
import { call, type ApiResponse } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';
import { type Route, servedRoutes } from '../security/routes';

// Thousands of malformed requests to every REST route and every GraphQL mutation, signed in as an
// Admin so that validation, not the role check, is what answers. None may answer 5xx, and a
// refused request must leave every business table exactly as it was.

let server: TestServer;
let token: string;
let adminHash: string;

// Bookkeeping that a refused request legitimately writes (throttle counters, sessions).
const BOOKKEEPING = [
  'mikro_orm_migrations',
  'login_attempts',
  'registration_attempts',
  'telegram_test_messages',
  'user_sessions',
  // The webhook's count of wrong secrets per address (its 429), bookkeeping like login_attempts.
  'e_invoicing_webhook_failures',
];
// A refused password or code is journaled (`login_failed`) although the request fails: the rest of
// the journal must stay as it was.
const SOURCES: Record<string, string> = { audit_log: `(select * from audit_log where action <> 'login_failed')` };

beforeAll(async () => {
  // A closed loopback port: the Telegram calls fail fast and nothing leaves the machine.
  server = await startTestServer({ telegramApiRoot: 'http://127.0.0.1:9' });
  token = await loginAdmin(server);
  [{ password_hash: adminHash }] = await server.sql<{ password_hash: string }>(
    'select password_hash from users where id = 1',
  );
  const api = (method: string, path: string, body: unknown) => call(server.url, method, path, { token, body });
  const { body: employee } = await api('POST', '/api/employees', { name: 'Zoé Martin', notes: 'Caisse' });
  await api('POST', '/api/tasks', {
    title: 'Inventaire',
    status: 'À faire',
    assigned_employee_id: employee.id,
    due_date: '2026-01-15',
  });
  await api('POST', '/api/financials', {
    amount: 120.5,
    description: 'Abonnement',
    date: '2026-01-10',
    category: 'Abonnement',
  });
  await api('POST', '/api/users', {
    username: 'marie',
    email: 'marie@example.fr',
    password: 'secret-123',
    role: 'Manager',
  });
  await api('POST', '/api/admin/generate-token', { quantity: 2 });
  // An invoice (id 1), its credit note (id 2), a paid invoice (id 3): the invoice routes reach their rules.
  await saveSeller(server, token);
  const { body: invoice } = await api('POST', '/api/invoices', invoiceBody());
  await api('POST', `/api/invoices/${invoice.id}/credit-note`, {
    reason: 'Remise',
    lines: [{ description: 'Remise', quantity: 1, unit_price: 10 }],
  });
  const { body: paid } = await api('POST', '/api/invoices', invoiceBody());
  await api('POST', `/api/invoices/${paid.id}/payment`, { date: paid.issue_date });
});
afterAll(() => server.close());

let businessTables: { name: string }[] | undefined;
// The fingerprint a refused request left: nothing else writes before the next request, so it is
// that one's "before" too (forgotten after any other answer, and when keepSignedIn writes).
let unchangedSince: string | null = null;

/** One fingerprint of every business table's content. */
async function fingerprint(): Promise<string> {
  const tables = (businessTables ??= await server.sql<{ name: string }>(
    `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' and tablename <> all($1) order by 1`,
    [BOOKKEEPING],
  ));
  const parts = tables.map(
    ({ name }) =>
      `select '${name}' || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as part from ${SOURCES[name] ?? name} t`,
  );
  const rows = await server.sql<{ part: string }>(parts.join(' union all '));
  return rows
    .map((row) => row.part)
    .sort()
    .join(',');
}

/** A request may end the Admin's session (its own password reset, say): sign in again. */
async function keepSignedIn(response: ApiResponse): Promise<void> {
  if (response.status !== 401) return;
  if ((await call(server.url, 'GET', '/api/me', { token })).status === 200) return;
  unchangedSince = null;
  await server.sql("update users set password_hash = $1, role = 'Admin' where id = 1", [adminHash]);
  await server.sql('delete from login_attempts');
  token = await loginAdmin(server);
}

const FIELDS = [
  'username',
  'email',
  'password',
  'role',
  'new_password',
  'current_password',
  'code',
  'recovery_code',
  'mfa_token',
  'signup_token',
  'quantity',
  'title',
  'description',
  'due_date',
  'status',
  'assigned_employee_id',
  'is_routine',
  'frequency',
  'name',
  'notes',
  'manager_user_id',
  'amount',
  'date',
  'category',
  'related_employee_id',
  'related_source',
  'type',
  'employee_id',
  'telegram_chat_id',
  'telegram_bot_token',
  'notification_tasks_enabled',
  'company_name',
  'iban',
  'bic',
  'default_notes',
  'chat_id',
  'limit',
  'offset',
  'sort_by',
  'order',
  'start_date',
  'end_date',
  'q',
  'search',
  'id',
  'reason',
  'number',
  'client_name',
  'lines',
  '__proto__',
  'constructor',
];

const nasty = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    "1' OR '1'='1",
    '1 OR 1=1',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '9'.repeat(40),
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    '2024-02-30',
    '0000-00-00',
    '2026-13-01',
    'Terminé',
    'Admin',
    'Journalier',
    'true',
    'null',
    '{}',
    '\uD800',
    'é'.repeat(2000),
    '%00',
    '$where',
    '=HYPERLINK("x")',
  ),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((value) => Number(value)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

const fieldObject = fc.dictionary(fc.constantFrom(...FIELDS), nasty, { maxKeys: 8 });
const body = fc.oneof(
  { weight: 6, arbitrary: fieldObject },
  fc.anything({ maxDepth: 2 }),
  fc.array(fieldObject, { maxLength: 2 }),
);
const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"a":', '[1,2', '{"title": "\\ud800"}', 'null', '"x"', '{"a":1}}'),
);
const idSegment = fc.oneof(
  fc.integer({ min: -3, max: 12 }).map(String),
  fc.constantFrom('0', '1.5', '1e3', '0x1', '%20', 'abc', '99999999999999999999', '1%20OR%201%3D1', '-0', '%00', '..'),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);
const queryString = fc
  .dictionary(
    fc.constantFrom(...FIELDS),
    fc.oneof(
      nasty.map((value) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))),
      fc.string({ maxLength: 10 }),
    ),
    { maxKeys: 5 },
  )
  .map((entries) => new URLSearchParams(entries as Record<string, string>).toString());

// Logging out would only end the fuzzer's own session; /graphql is fuzzed below on its own terms.
const fuzzedRoutes = (): Route[] =>
  servedRoutes(server.app).filter(
    (route) => route.url.startsWith('/api/') && route.url !== '/api/logout' && route.url !== '/api/web-vitals',
  );

async function expectRefusalChangesNothing(send: () => Promise<ApiResponse>, describe: () => string): Promise<void> {
  const before = unchangedSince ?? (await fingerprint());
  const response = await send();
  unchangedSince = null;
  if (response.status >= 500) throw new Error(`${response.status} for ${describe()}: ${JSON.stringify(response.body)}`);
  if (response.status >= 400) {
    const after = await fingerprint();
    if (after !== before) throw new Error(`refused (${response.status}) but changed data: ${describe()}`);
    if (typeof response.body?.error !== 'string' || response.body.error === '')
      throw new Error(`no French error for ${describe()}`);
    unchangedSince = after;
  }
  await keepSignedIn(response);
}

describe('REST', () => {
  it('knows every route it fuzzes', () => {
    const names = fuzzedRoutes().map((route) => `${route.method} ${route.url}`);
    expect(names).toEqual(
      expect.arrayContaining([
        'POST /api/login',
        'PUT /api/tasks/:id',
        'DELETE /api/users/:id',
        'GET /api/performance-stats',
        'GET /api/tasks.csv',
        'POST /api/me/2fa/setup',
        'POST /api/me/2fa/enable',
        'POST /api/me/2fa/recovery-codes',
        'POST /api/me/2fa/disable',
        'PUT /api/me/email',
        'DELETE /api/users/:id/2fa',
      ]),
    );
  });

  it('answers malformed bodies, query strings and ids without a 5xx, and a refusal changes nothing', async () => {
    const routes = fuzzedRoutes();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        idSegment,
        queryString,
        fc.oneof(
          { weight: 5, arbitrary: body.map((value) => ({ value })) },
          rawBody.map((raw) => ({ raw })),
        ),
        async (route, id, query, payload) => {
          const path = route.url.replace(':id', id) + (query ? `?${query}` : '');
          const withBody = route.method === 'POST' || route.method === 'PUT';
          const options = withBody ? ('raw' in payload ? { rawBody: payload.raw } : { body: payload.value }) : {};
          await expectRefusalChangesNothing(
            () => call(server.url, route.method, path, { token, ...options }),
            () => `${route.method} ${path} ${JSON.stringify(payload)}`,
          );
        },
      ),
      { numRuns: 3000 },
    );
  }, 300_000);
});

describe('GraphQL', () => {
  const operation = (name: string, field: GraphQLField<unknown, unknown>) => {
    const variables = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
    const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
    const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
    return `mutation Fuzz${variables ? `(${variables})` : ''} { ${name}${args ? `(${args})` : ''}${selection} }`;
  };

  it('answers every mutation with malformed variables without an internal error, and a refusal changes nothing', async () => {
    const mutations = Object.entries((await graphqlSchema()).getMutationType()!.getFields()).filter(
      ([name]) => name !== 'logout',
    );
    expect(mutations.length).toBeGreaterThan(15);
    const variables = fc.oneof(
      fc.dictionary(fc.constantFrom('input', 'id', 'invoiceId', 'limit', 'filter'), fc.oneof(fieldObject, nasty), {
        maxKeys: 3,
      }),
      fc.anything({ maxDepth: 2 }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...mutations), variables, async ([name, field], vars) => {
        const query = operation(name, field);
        await graphqlRefusalChangesNothing(query, vars, () => `${name} ${JSON.stringify(vars)}`);
      }),
      { numRuns: 1500 },
    );
  }, 300_000);

  it('answers random documents with a French error and no internal error', async () => {
    const documents = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.constantFrom(
        '{',
        'mutation',
        'query { me { id } ',
        '{ __schema { types { name } } }',
        'subscription { x }',
        '{ a: me { id } b: me { id } }',
      ),
      fc
        .array(
          fc.constantFrom(
            '{',
            '}',
            'me',
            'id',
            '...',
            'fragment',
            'on',
            'Query',
            '@include(if: true)',
            '$x',
            '(',
            ')',
            ':',
          ),
          { maxLength: 30 },
        )
        .map((tokens) => tokens.join(' ')),
    );
    await fc.assert(
      fc.asyncProperty(documents, fc.anything({ maxDepth: 1 }), (query, vars) =>
        graphqlRefusalChangesNothing(query, vars, () => query),
      ),
      { numRuns: 400 },
    );
  }, 300_000);
});

async function graphqlRefusalChangesNothing(query: string, variables: unknown, describe: () => string): Promise<void> {
  const before = unchangedSince ?? (await fingerprint());
  const response = await call(server.url, 'POST', '/graphql', { token, body: { query, variables } });
  unchangedSince = null;
  if (response.status >= 500) throw new Error(`${response.status} for ${describe()}`);
  const errors: { message: string; extensions?: { code?: string } }[] = response.body?.errors ?? [];
  if (errors.some((error) => error.extensions?.code === 'INTERNAL_SERVER_ERROR'))
    throw new Error(`internal error for ${describe()}: ${JSON.stringify(errors)}`);
  if (errors.length > 0 && (response.body?.data === undefined || response.body?.data === null)) {
    const after = await fingerprint();
    if (after !== before) throw new Error(`refused but changed data: ${describe()}`);
    unchangedSince = after;
  }
  if (errors.some((error) => error.extensions?.code === 'UNAUTHENTICATED'))
    await keepSignedIn({ status: 401, body: null, headers: new Headers() });
}
