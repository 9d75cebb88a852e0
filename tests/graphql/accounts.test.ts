import { everyone, loginAdmin, signedIn } from '../support/actors';
import { call, graphql } from '../support/http';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string) =>
  graphql(server.url, query, variables, token);
const code = (result: { errors?: { extensions?: { code?: string } }[] }) => result.errors?.[0]?.extensions?.code;

describe('authentication', () => {
  it('signs in and reads the current user', async () => {
    const login = await gql('mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
      i: { username: 'admin', password: ADMIN_PASSWORD },
    });
    const token = login.data.login.accessToken;
    const me = await gql('{ me { id username email role telegramChatId createdAt } }', {}, token);
    expect(me.data.me).toEqual({
      id: 1,
      username: 'admin',
      email: 'admin@example.fr',
      role: 'Admin',
      telegramChatId: null,
      createdAt: expect.any(String),
    });
  });

  it('answers wrong credentials with UNAUTHENTICATED and the same French message as REST', async () => {
    const result = await gql('mutation { login(input: {username: "admin", password: "faux"}) { accessToken } }');
    expect(result.data).toBeNull();
    expect(result.errors?.[0].message).toBe('Identifiants invalides.');
    expect(code(result)).toBe('UNAUTHENTICATED');
  });

  it('counts every executed login, aliased or not, towards the throttle', async () => {
    const aliases = Array.from(
      { length: 3 },
      (_, i) => `a${i}: login(input: {username: "admin", password: "faux${i}"}) { accessToken }`,
    ).join('\n');
    let refused = 0;
    for (let i = 0; i < 10; i += 1) refused += (await gql(`mutation { ${aliases} }`)).errors?.length ?? 0;
    const [row] = await server.sql<{ count: string }>("select count(*) from login_attempts where username = 'admin'");
    expect(Number(row.count)).toBe(Math.min(refused, 10));
    const blocked = await gql(
      'mutation { login(input: {username: "admin", password: "admin-password"}) { accessToken } }',
    );
    expect(code(blocked)).toBe('TOO_MANY_REQUESTS');
  });

  it('refuses a forged token on a protected query', async () => {
    const result = await gql('{ me { id } }', {}, 'pas.un.jeton');
    expect(code(result)).toBe('UNAUTHENTICATED');
  });

  it('registers with a sign-up token exactly once', async () => {
    const admin = await loginAdmin(server);
    const generated = await gql('mutation { generateSignupTokens(input: {quantity: 1}) { tokens } }', {}, admin);
    const [token] = generated.data.generateSignupTokens.tokens;
    const register = 'mutation($i: RegisterInput!) { register(input: $i) { message } }';
    const input = { username: 'nina', email: 'nina@example.fr', password: 'secret-123', signupToken: token };
    expect((await gql(register, { i: input })).data.register.message).toBe('Compte créé avec succès.');
    const again = await gql(register, { i: { ...input, username: 'nina2', email: 'nina2@example.fr' } });
    expect(code(again)).toBe('CONFLICT');
  });
});

describe('authorization matches REST', () => {
  const adminOnly = [
    '{ users { total items { id } } }',
    '{ signupTokens { total items { id } } }',
    '{ signupTokenStats { totalTokens } }',
    '{ settings { telegramBotToken } }',
    'mutation { generateSignupTokens(input: {quantity: 1}) { tokens } }',
    'mutation { deleteUser(id: 2) { message } }',
    'mutation { updateSettings(input: {notificationTasksEnabled: false}) { notificationTasksEnabled } }',
  ];

  it.each(adminOnly)('%s: UNAUTHENTICATED anonymous, FORBIDDEN for Employé and Manager', async (query) => {
    const tokens = await everyone(server);
    expect(code(await gql(query))).toBe('UNAUTHENTICATED');
    expect(code(await gql(query, {}, tokens.employe))).toBe('FORBIDDEN');
    expect(code(await gql(query, {}, tokens.manager))).toBe('FORBIDDEN');
    expect((await gql(query, {}, tokens.admin)).errors).toBeUndefined();
  });

  it('lets Managers but not Employés read invoice settings', async () => {
    const tokens = await everyone(server);
    const query = '{ invoiceSettings { companyName defaultNotes } }';
    expect(code(await gql(query, {}, tokens.employe))).toBe('FORBIDDEN');
    expect((await gql(query, {}, tokens.manager)).data.invoiceSettings).toEqual({ companyName: '', defaultNotes: '' });
  });
});

describe('the users list', () => {
  it('searches usernames and emails (case and accents ignored) among the roles asked for, with a total', async () => {
    for (const [username, role] of [
      ['zoé', 'Manager'],
      ['zoe-employe', 'Employé'],
      ['marc', 'Admin'],
    ]) {
      await server.sql(`insert into users (username, email, password_hash, role) values ($1, $2, 'x', $3)`, [
        username,
        `${username}@example.fr`,
        role,
      ]);
    }
    const admin = await loginAdmin(server);
    const LIST =
      'query ($search: String, $roles: [String!], $page: PageArgs) { users(search: $search, roles: $roles, page: $page) { total items { username } } }';
    expect((await gql(LIST, { search: 'ZOE' }, admin)).data.users).toEqual({
      total: 2,
      items: [{ username: 'zoe-employe' }, { username: 'zoé' }],
    });
    expect((await gql(LIST, { search: 'zoe', roles: ['Admin', 'Manager'] }, admin)).data.users).toEqual({
      total: 1,
      items: [{ username: 'zoé' }],
    });
    expect((await gql(LIST, { roles: ['Admin', 'Manager'], page: { limit: 1, offset: 1 } }, admin)).data.users).toEqual(
      {
        total: 3,
        items: [{ username: 'zoé' }],
      },
    );
    const unknown = await gql(LIST, { roles: ['Chef'] }, admin);
    expect(unknown.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/^Paramètre « role » invalide/),
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('validation matches REST', () => {
  it('reports the French validation message with BAD_USER_INPUT and stores nothing', async () => {
    const admin = await loginAdmin(server);
    const result = await gql(
      'mutation($i: CreateUserInput!) { createUser(input: $i) { id } }',
      { i: { username: 'eve', email: 'eve@example.fr', password: '123' } },
      admin,
    );
    expect(result.errors?.[0].message).toBe('Le mot de passe doit contenir au moins 6 caractères.');
    expect(code(result)).toBe('BAD_USER_INPUT');
    expect(await server.sql('select id from users where id > 1')).toHaveLength(0);
  });

  it('refuses a quantity out of range', async () => {
    const admin = await loginAdmin(server);
    const result = await gql('mutation { generateSignupTokens(input: {quantity: 51}) { tokens } }', {}, admin);
    expect(result.errors?.[0].message).toBe('Veuillez entrer une quantité valide (1-50).');
  });

  it('protects user 1 from deletion', async () => {
    const other = await signedIn(server, 'Admin');
    const result = await gql('mutation { deleteUser(id: 1) { message } }', {}, other.token);
    expect(result.errors?.[0].message).toBe('Suppression interdite');
    expect(code(result)).toBe('FORBIDDEN');
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const admin = await loginAdmin(server);
    expect(code(await gql('mutation { deleteSignupToken(id: 77) { message } }', {}, admin))).toBe('NOT_FOUND');
  });

  it('translates a malformed document into a French error', async () => {
    const result = await gql('{ me { id ');
    expect(result.errors?.[0].message).toBe('Requête GraphQL invalide : erreur de syntaxe.');
    expect(code(result)).toBe('GRAPHQL_PARSE_FAILED');
  });
});

describe('query limits', () => {
  it('refuses more than 20 aliases', async () => {
    const admin = await loginAdmin(server);
    const aliases = Array.from({ length: 21 }, (_, i) => `m${i}: me { id }`).join(' ');
    const result = await gql(`{ ${aliases} }`, {}, admin);
    expect(result.errors?.[0].message).toMatch(/Trop d'alias/);
  });

  it('refuses documents nested too deep', async () => {
    const deep = 'fragment F on User { id } ' + '{ users { items { ...F } } }';
    expect((await gql(deep, {}, await loginAdmin(server))).errors).toBeUndefined();
    const nested =
      '{ __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } }';
    const result = await gql(nested, {}, await loginAdmin(server));
    expect(result.errors?.[0].message).toMatch(/trop profonde/);
  });

  it('refuses batched requests', async () => {
    const response = await call(server.url, 'POST', '/graphql', {
      body: [{ query: '{ me { id } }' }, { query: '{ me { id } }' }],
    });
    expect(response.status).toBe(400);
  });
});

describe('in production', () => {
  let production: TestServer;
  beforeAll(async () => {
    production = await startTestServer({ production: true });
  });
  afterAll(() => production.close());

  it('refuses introspection and gives no field suggestions', async () => {
    const introspection = await graphql(production.url, '{ __schema { types { name } } }');
    expect(introspection.data).toBeNull();
    const typo = await graphql(production.url, '{ mee { id } }');
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean|me\b/);
    expect(typo.errors?.[0].message).toBe('Requête GraphQL invalide.');
  });
});
