import { type Client as WsClient, createClient } from 'graphql-ws';
import { Client } from 'pg';
import WebSocket from 'ws';
import { type GatewayProcess, startGatewayProcess, replicaEnv } from '../deploy/support/gateway-process';
import { call } from '../support/http';
import { createTestDatabase } from '../support/server';

// Two gateway processes (as two pods) over one database: a change made through one reaches the
// subscribers of the other, through PostgreSQL's LISTEN/NOTIFY.
jest.setTimeout(60_000);

const ADMIN = { username: 'admin', password: 'live-admin-password' };
let database: { url: string; drop(): Promise<void> };
let sql: Client;
let a: GatewayProcess;
let b: GatewayProcess;
let admin: string;
let manager: string;

interface RecordChange {
  entityType: string | null;
  action: string;
  ids: string[] | null;
}

interface Subscriber {
  /** The next event (probes left out), or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<RecordChange>;
  /** How the server closed the socket. */
  closed: Promise<{ code: number; reason: string }>;
  dispose(): Promise<void>;
}

const RECORDS_CHANGED =
  'subscription Live($types: [String!]!) { recordsChanged(entityTypes: $types) { entityType action ids } }';

let probes = 0;

/** A graphql-ws client in node, signed in with `token`, as the web client connects. */
function connect(
  url: string,
  token: string | null,
): { client: WsClient; closed: Promise<{ code: number; reason: string }> } {
  let closedWith: (event: { code: number; reason: string }) => void = () => undefined;
  const closed = new Promise<{ code: number; reason: string }>((resolve) => (closedWith = resolve));
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: false,
    retryAttempts: 0,
    on: { closed: (event) => closedWith(event as { code: number; reason: string }) },
  });
  return { client, closed };
}

/**
 * Subscribes to `entityTypes` and returns once the subscription is live: the test sends probes
 * (a NOTIFY of its own) until one comes back, so no change made afterwards can be missed.
 */
async function subscribe(url: string, token: string, entityTypes: string[]): Promise<Subscriber> {
  const { client, closed } = connect(url, token);
  const received: RecordChange[] = [];
  let wake: () => void = () => undefined;
  let failure: unknown = null;
  client.subscribe<{ recordsChanged: RecordChange }>(
    { query: RECORDS_CHANGED, variables: { types: entityTypes } },
    {
      next: ({ data, errors }) => {
        if (errors) failure = errors;
        if (data) received.push(data.recordsChanged);
        wake();
      },
      error: (error) => ((failure = error), wake()),
      complete: () => wake(),
    },
  );
  const take = async (timeoutMs: number): Promise<RecordChange | null> => {
    const deadline = Date.now() + timeoutMs;
    while (received.length === 0) {
      if (failure) throw new Error(`subscription failed: ${JSON.stringify(failure)}`);
      const left = deadline - Date.now();
      if (left <= 0) return null;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        wake = () => (clearTimeout(timer), resolve());
      });
    }
    return received.shift()!;
  };
  const next = async (timeoutMs = 5_000): Promise<RecordChange> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const event = await take(deadline - Date.now());
      if (event === null) throw new Error(`no event within ${timeoutMs} ms`);
      if (!event.ids?.[0]?.startsWith('probe-')) return event;
    }
  };
  // Probes, each waited for a little, until one arrives: the subscription is then registered.
  for (let attempt = 0; ; attempt += 1) {
    const probe = `probe-${(probes += 1)}`;
    await sql.query(`select pg_notify('pilotage_changes', $1)`, [
      JSON.stringify({ entity_type: entityTypes[0], action: 'update', ids: [probe] }),
    ]);
    const deadline = Date.now() + 300;
    let seen = false;
    while (!seen && Date.now() < deadline) {
      const event = await take(deadline - Date.now());
      if (event === null) break;
      seen = event.ids?.[0] === probe;
    }
    if (seen) break;
    if (attempt === 30) throw new Error('the subscription never became live');
  }
  return { next, closed, dispose: () => client.dispose() as Promise<void> };
}

async function signIn(url: string, username: string, password: string): Promise<string> {
  const response = await call(url, 'POST', '/api/login', { body: { username, password } });
  expect(response.status).toBe(200);
  return response.body.access_token;
}

async function createUser(username: string, role: string): Promise<string> {
  const response = await call(a.url, 'POST', '/api/users', {
    token: admin,
    body: { username, email: `${username}@example.fr`, password: 'secret-123', role },
  });
  expect(response.status).toBe(201);
  return signIn(b.url, username, 'secret-123');
}

beforeAll(async () => {
  database = await createTestDatabase();
  sql = new Client({ connectionString: database.url });
  await sql.connect();
  const env = replicaEnv(database.url, ADMIN);
  a = await startGatewayProcess(env);
  b = await startGatewayProcess(env);
  admin = await signIn(a.url, ADMIN.username, ADMIN.password);
  manager = await createUser('gerante', 'Manager');
}, 90_000);

afterAll(async () => {
  await sql?.end();
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
}, 30_000);

it('brings a change made over REST on one replica to a subscriber of the other within a second', async () => {
  const subscriber = await subscribe(a.url, manager, ['task']);
  const created = await call(b.url, 'POST', '/api/tasks', { token: manager, body: { title: 'Depuis B' } });
  expect(created.status).toBe(201);
  const answered = Date.now();
  expect(await subscriber.next(1_000)).toEqual({
    entityType: 'task',
    action: 'insert',
    ids: [String(created.body.id)],
  });
  expect(Date.now() - answered).toBeLessThan(1_000);

  const deleted = await call(b.url, 'DELETE', `/api/tasks/${created.body.id}`, { token: manager });
  expect(deleted.status).toBe(200);
  expect(await subscriber.next(1_000)).toEqual({
    entityType: 'task',
    action: 'delete',
    ids: [String(created.body.id)],
  });
  await subscriber.dispose();
});

it('sends nothing for a change rolled back, and ids only up to 50 rows', async () => {
  const subscriber = await subscribe(a.url, admin, ['transaction']);
  await sql.query('begin');
  await sql.query(`insert into financial_transactions (amount, description, date) values (1, 'annulée', current_date)`);
  await sql.query('rollback');
  // 60 rows in one statement: one event, the ids too many to list.
  await sql.query(
    `insert into financial_transactions (amount, description, date) select n, 'lot ' || n, current_date from generate_series(1, 60) n`,
  );
  expect(await subscriber.next()).toEqual({ entityType: 'transaction', action: 'insert', ids: null });
  await subscriber.dispose();
});

it("tells Admins only of the users' changes, and checks the role at each event", async () => {
  const forAdmin = await subscribe(a.url, admin, ['employee', 'user']);
  const forManager = await subscribe(b.url, manager, ['employee', 'user']);
  const user = await call(b.url, 'POST', '/api/users', {
    token: admin,
    body: { username: 'nouveau', email: 'nouveau@example.fr', password: 'secret-123', role: 'Manager' },
  });
  expect(user.status).toBe(201);
  expect(await forAdmin.next()).toEqual({ entityType: 'user', action: 'insert', ids: [String(user.body.id)] });
  const employee = await call(a.url, 'POST', '/api/employees', { token: manager, body: { name: 'Zoé Martin' } });
  expect(employee.status).toBe(201);
  // The Manager's first event is the employee: the user's was never sent.
  expect(await forManager.next()).toEqual({
    entityType: 'employee',
    action: 'insert',
    ids: [String(employee.body.id)],
  });
  expect(await forAdmin.next()).toMatchObject({ entityType: 'employee' });

  const promoted = await call(a.url, 'PUT', `/api/users/${user.body.id}`, {
    token: admin,
    body: { username: 'nouveau', email: 'nouveau@example.fr', role: 'Admin' },
  });
  expect(promoted.status).toBe(200);
  expect(await forAdmin.next()).toEqual({ entityType: 'user', action: 'update', ids: [String(user.body.id)] });
  // A new role signs the user out everywhere (users.service.ts): their subscriptions close with it.
  const deputy = await subscribe(b.url, await signIn(b.url, 'nouveau', 'secret-123'), ['employee', 'user']);
  expect(
    (
      await call(a.url, 'PUT', `/api/users/${user.body.id}`, {
        token: admin,
        body: { username: 'nouveau', email: 'nouveau@example.fr', role: 'Manager' },
      })
    ).status,
  ).toBe(200);
  expect(await deputy.closed).toMatchObject({ code: 4401 });
  expect(await forAdmin.next()).toEqual({ entityType: 'user', action: 'update', ids: [String(user.body.id)] });

  // A role changed underneath (no sign-out): the role read at the event decides.
  const adjointe = await subscribe(a.url, await createUser('adjointe', 'Admin'), ['employee', 'user']);
  await sql.query(`update users set role = 'Manager' where username = 'adjointe'`);
  const third = await call(b.url, 'POST', '/api/employees', { token: manager, body: { name: 'Louis Petit' } });
  expect(await adjointe.next()).toEqual({ entityType: 'employee', action: 'insert', ids: [String(third.body.id)] });
  await Promise.all([forAdmin.dispose(), forManager.dispose(), deputy.dispose(), adjointe.dispose()]);
});

it('refuses anonymous and Employé connections', async () => {
  const anonymous = connect(a.url, null);
  expect(await anonymous.closed).toMatchObject({ code: 4401 });
  const employe = connect(a.url, await createUser('eva', 'Employé'));
  expect(await employe.closed).toMatchObject({ code: 4403, reason: 'Accès refusé : droits insuffisants.' });
  const forged = connect(a.url, `${admin}x`);
  expect(await forged.closed).toMatchObject({ code: 4401 });
  await Promise.all([anonymous.client.dispose(), employe.client.dispose(), forged.client.dispose()]);
});

it('closes the subscriptions of a session that logs out, on every replica', async () => {
  const token = await signIn(a.url, 'gerante', 'secret-123');
  const subscriber = await subscribe(a.url, token, ['task']);
  expect((await call(b.url, 'POST', '/api/logout', { token })).status).toBe(204);
  expect(await subscriber.closed).toMatchObject({ code: 4401, reason: 'Session terminée. Veuillez vous reconnecter.' });
});

it('refuses queries over the socket and keeps the size limits', async () => {
  const { client } = connect(a.url, admin);
  const errorsOf = (query: string) =>
    new Promise<string[]>((resolve) =>
      client.subscribe(
        { query },
        {
          next: ({ errors }) => resolve((errors ?? []).map((error) => error.message)),
          error: (errors) => resolve((errors as { message: string }[]).map((error) => error.message)),
          complete: () => resolve([]),
        },
      ),
    );
  expect(await errorsOf('{ me { id } }')).toEqual([
    'Seuls les abonnements (subscription) passent par WebSocket : requêtes et mutations en HTTP POST /graphql.',
  ]);
  expect(
    await errorsOf(
      `subscription { dashboardChanged { ${Array.from({ length: 25 }, (_, i) => `a${i}: action`).join(' ')} } }`,
    ),
  ).toEqual(["Trop d'alias dans la requête GraphQL (20 au maximum)."]);
  expect(await errorsOf('subscription { recordsChanged(entityTypes: ["salaire"]) { action } }')).toEqual([
    "Type d'enregistrement inconnu : « salaire » (attendu : task, transaction, employee, invoice, user).",
  ]);
  await client.dispose();
});

it('listens again after its LISTEN connection is killed, and asks subscribers to refetch', async () => {
  const subscriber = await subscribe(a.url, manager, ['task']);
  const killed = await sql.query(
    `select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'pilotage-live' and datname = current_database()`,
  );
  expect(killed.rowCount).toBe(2);
  expect(await subscriber.next(10_000)).toEqual({ entityType: null, action: 'resync', ids: null });
  const created = await call(b.url, 'POST', '/api/tasks', { token: manager, body: { title: 'Après la coupure' } });
  expect(await subscriber.next()).toEqual({ entityType: 'task', action: 'insert', ids: [String(created.body.id)] });
  await subscriber.dispose();
});

it('closes the sockets when a replica stops, and exits cleanly', async () => {
  const { client, closed } = connect(a.url, admin);
  client.subscribe(
    { query: RECORDS_CHANGED, variables: { types: ['task'] } },
    { next: () => undefined, error: () => undefined, complete: () => undefined },
  );
  await subscribe(a.url, admin, ['task']);
  expect(await a.stop()).toBe(0);
  expect(await closed).toMatchObject({ code: 1001 });
  expect(a.stderr()).toBe('');
});
