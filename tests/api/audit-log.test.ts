import { login, loginAdmin } from '../support/actors';
import { businessApi } from '../support/business';
import { call } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { ADMIN_PASSWORD, type TestServer, startTestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const BOT_TOKEN = '123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw';
const PASSWORD = 'un-mot-de-passe-long';
const ADMIN = { actor_id: 1, actor_username: 'admin', ip: '127.0.0.1' };

interface Entry {
  id: string;
  at: string;
  actor_id: number | null;
  actor_username: string | null;
  ip: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  changes: Record<string, [unknown, unknown]>;
}

/** The journal as an Admin reads it, newest first. */
const auditLog = (query: Record<string, string | number> = {}) =>
  `/api/audit-log?${new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]))}`;

async function journal(token: string, query: Record<string, string | number> = {}): Promise<Entry[]> {
  const response = await call<Entry[]>(server.url, 'GET', auditLog(query), { token });
  expect(response.status).toBe(200);
  return response.body;
}

/** The rows after the reset's (the first Admin put back by the system). */
const since = (entries: Entry[], after: string) => entries.filter((entry) => BigInt(entry.id) > BigInt(after));

async function lastId(): Promise<string> {
  const [{ id }] = await server.sql<{ id: string }>('select coalesce(max(id), 0)::text as id from audit_log');
  return id;
}

async function createUser(admin: string, username = 'marie') {
  const response = await call(server.url, 'POST', '/api/users', {
    token: admin,
    body: { username, email: `${username}@example.fr`, password: PASSWORD, role: 'Manager' },
  });
  expect(response.status).toBe(201);
  return response.body as { id: number };
}

describe('journal rows of each change', () => {
  it('journals a user created, changed, given a new password and deleted, with no secret', async () => {
    const admin = await loginAdmin(server);
    const start = await lastId();
    const { id } = await createUser(admin);
    await call(server.url, 'PUT', `/api/users/${id}`, {
      token: admin,
      body: { username: 'marie', email: 'marie@exemple.fr', role: 'Manager' },
    });
    expect(
      (
        await call(server.url, 'POST', `/api/users/${id}/reset-password`, {
          token: admin,
          body: { new_password: 'encore-un-autre' },
        })
      ).status,
    ).toBe(200);
    await call(server.url, 'DELETE', `/api/users/${id}`, { token: admin });
    const rows = since(await journal(admin, { entity_type: 'user', entity_id: String(id) }), start).reverse();
    expect(rows.map((row) => row.action)).toEqual(['create', 'update', 'update', 'password_change', 'delete']);
    for (const row of rows) expect(row).toMatchObject({ ...ADMIN, entity_type: 'user', entity_id: String(id) });
    expect(rows[0].changes).toEqual({
      username: [null, 'marie'],
      email: [null, 'marie@example.fr'],
      role: [null, 'Manager'],
      password_hash: [null, '***'],
    });
    expect(rows[1].changes).toEqual({ email: ['marie@example.fr', 'marie@exemple.fr'] });
    expect(rows[2].changes).toEqual({ password_hash: ['***', '***'] });
    expect(rows[3].changes).toEqual({});
    expect(rows[4].changes).toMatchObject({ username: ['marie', null], password_hash: ['***', null] });
  });

  it('journals sign-up tokens, settings (the bot token masked) and invoice settings', async () => {
    const admin = await loginAdmin(server);
    const start = await lastId();
    const generated = await call(server.url, 'POST', '/api/admin/generate-token', {
      token: admin,
      body: { quantity: 1 },
    });
    expect(generated.status).toBe(201);
    const [signupToken] = generated.body.tokens as string[];
    expect(
      (
        await call(server.url, 'PUT', '/api/settings', {
          token: admin,
          body: { telegram_bot_token: BOT_TOKEN, notification_tasks_enabled: 'false' },
        })
      ).status,
    ).toBe(200);
    await saveSeller(server, admin);
    const rows = since(await journal(admin), start);
    const token = rows.find((row) => row.entity_type === 'signup_token')!;
    expect(token).toMatchObject({ ...ADMIN, action: 'create' });
    expect(token.changes).toMatchObject({ token: [null, '***'], is_used: [null, false] });
    const settings = rows.filter((row) => row.entity_type === 'setting');
    expect(settings.find((row) => row.entity_id === 'telegram_bot_token')).toMatchObject({
      ...ADMIN,
      action: 'create',
      changes: { value: [null, '***'] },
    });
    expect(settings.find((row) => row.entity_id === 'notification_tasks_enabled')).toMatchObject({
      changes: { value: [null, 'false'] },
    });
    expect(rows.find((row) => row.entity_type === 'invoice_settings')).toMatchObject({
      ...ADMIN,
      action: 'create',
      entity_id: '1',
    });
    // Saving the same values again changes nothing, so journals nothing.
    const again = await lastId();
    await call(server.url, 'PUT', '/api/settings', { token: admin, body: { telegram_bot_token: BOT_TOKEN } });
    expect(await lastId()).toBe(again);
    // No secret anywhere in the journal.
    const text = JSON.stringify(await server.sql('select * from audit_log'));
    expect(text).not.toContain(BOT_TOKEN);
    expect(text).not.toContain(signupToken);
  });

  it('journals employees, tasks (the status change as its diff), transactions and invoices', async () => {
    const admin = await loginAdmin(server);
    const api = businessApi(server, admin);
    const start = await lastId();
    const employee = await api.employee('Paul', { notes: 'Temps partiel.' });
    const task = await api.task('Inventaire', { assigned_employee_id: employee.id });
    expect(
      (
        await call(server.url, 'PUT', `/api/tasks/${task.id}`, {
          token: admin,
          body: { title: 'Inventaire', status: 'Terminé' },
        })
      ).status,
    ).toBe(200);
    expect((await call(server.url, 'DELETE', `/api/tasks/${task.id}`, { token: admin })).status).toBe(200);
    const transaction = await api.transaction(-12.5, { description: 'Papeterie' });
    await saveSeller(server, admin);
    const invoice = await issued(server, admin);
    const rows = since(await journal(admin), start);
    const find = (type: string, action: string, id: unknown) =>
      rows.find((row) => row.entity_type === type && row.action === action && row.entity_id === String(id));
    expect(find('employee', 'create', employee.id)).toMatchObject({
      ...ADMIN,
      changes: { name: [null, 'Paul'], notes: [null, 'Temps partiel.'] },
    });
    expect(find('task', 'create', task.id)).toMatchObject({
      ...ADMIN,
      changes: { title: [null, 'Inventaire'], assigned_employee_id: [null, employee.id] },
    });
    expect(find('task', 'update', task.id)?.changes).toEqual({ status: ['À faire', 'Terminé'] });
    expect(find('task', 'delete', task.id)).toMatchObject({ ...ADMIN, changes: { title: ['Inventaire', null] } });
    expect(find('transaction', 'create', transaction.id)).toMatchObject({
      ...ADMIN,
      changes: { amount: [null, -12.5], description: [null, 'Papeterie'] },
    });
    expect(find('invoice', 'create', invoice.id)).toMatchObject({
      ...ADMIN,
      changes: { number: [null, invoice.number] },
    });
  });

  it('writes no row for a change rolled back', async () => {
    const admin = await loginAdmin(server);
    await createUser(admin);
    const start = await lastId();
    // The username is taken: the insert fails and its transaction rolls back.
    const refused = await call(server.url, 'POST', '/api/users', {
      token: admin,
      body: { username: 'Marie', email: 'autre@example.fr', password: PASSWORD, role: 'Manager' },
    });
    expect(refused.status).toBe(409);
    expect((await call(server.url, 'PUT', '/api/tasks/999', { token: admin, body: { title: 'x' } })).status).toBe(404);
    expect(await lastId()).toBe(start);
  });
});

describe('sign-in events', () => {
  it('journals sign-in, failed sign-in, own password change and sign-out, never a password', async () => {
    const admin = await loginAdmin(server);
    const { id } = await createUser(admin);
    const start = await lastId();
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'marie', password: 'pas-le-bon' } })).status,
    ).toBe(401);
    expect(
      (await call(server.url, 'POST', '/api/login', { body: { username: 'personne', password: 'pas-le-bon' } })).status,
    ).toBe(401);
    const token = await login(server, 'marie', PASSWORD);
    const changed = await call(server.url, 'PUT', '/api/me/password', {
      token,
      body: { current_password: PASSWORD, new_password: 'nouveau-mot-de-passe' },
    });
    expect(changed.status).toBe(200);
    expect((await call(server.url, 'POST', '/api/logout', { token })).status).toBe(204);
    const rows = since(await journal(admin), start).reverse();
    const events = rows.filter((row) => row.action !== 'update');
    expect(events.map((row) => [row.action, row.entity_id, row.actor_username])).toEqual([
      ['login_failed', String(id), null],
      ['login_failed', null, null],
      ['login', String(id), 'marie'],
      ['password_change', String(id), 'marie'],
      ['logout', String(id), 'marie'],
    ]);
    expect(events[0].changes).toEqual({ username: [null, 'marie'] });
    // A name that matches no account is kept only as a keyed digest (it may be a mistyped password).
    expect(events[1].changes).toEqual({ username: [null, expect.stringMatching(/^sha256:[0-9a-f]{16}$/)] });
    expect(JSON.stringify(rows)).not.toContain('personne');
    for (const row of rows) expect(row.ip).toBe('127.0.0.1');
    const text = JSON.stringify(await server.sql('select * from audit_log'));
    const [{ password_hash: hash }] = await server.sql<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [id],
    );
    for (const secret of [PASSWORD, 'pas-le-bon', 'nouveau-mot-de-passe', ADMIN_PASSWORD, hash])
      expect(text).not.toContain(secret);
  });
});

describe('GET /api/audit-log', () => {
  it('is for Admins only', async () => {
    const admin = await loginAdmin(server);
    await createUser(admin, 'chef');
    const token = await login(server, 'chef', PASSWORD);
    expect((await call(server.url, 'GET', '/api/audit-log')).status).toBe(401);
    const refused = await call(server.url, 'GET', '/api/audit-log', { token });
    expect(refused.status).toBe(403);
  });

  it('filters, pages and counts', async () => {
    const admin = await loginAdmin(server);
    const api = businessApi(server, admin);
    for (const title of ['A', 'B', 'C']) await api.task(title);
    const all = await call<Entry[]>(server.url, 'GET', auditLog({ entity_type: 'task', limit: 2 }), { token: admin });
    expect(all.headers.get('x-total-count')).toBe('3');
    expect(all.body.map((row) => row.changes.title?.[1])).toEqual(['C', 'B']);
    const next = await journal(admin, { entity_type: 'task', limit: 2, offset: 2 });
    expect(next.map((row) => row.changes.title?.[1])).toEqual(['A']);
    expect(await journal(admin, { action: 'delete' })).toEqual([]);
    expect((await journal(admin, { actor_id: 1, entity_type: 'task' })).length).toBe(3);
    expect(await journal(admin, { actor_id: 999 })).toEqual([]);
    // Backdated rows: the day filters take the business day (Europe/Paris) of `at`.
    await server.sql(
      `insert into audit_log (at, action, entity_type, entity_id) values ('2026-03-01T23:30:00Z', 'login', 'user', '1')`,
    );
    expect((await journal(admin, { from: '2026-03-02', to: '2026-03-02' })).map((row) => row.at)).toEqual([
      '2026-03-01T23:30:00.000Z',
    ]);
    expect(await journal(admin, { from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
  });

  it.each([
    [{ entity_type: 'facture' }, 'entity_type'],
    [{ action: 'read' }, 'action'],
    [{ from: '2026-02-30' }, 'from'],
    [{ limit: 0 }, 'limit'],
  ])('refuses %j with a French message', async (query, name) => {
    const response = await call(server.url, 'GET', auditLog(query), { token: await loginAdmin(server) });
    expect(response.status).toBe(400);
    expect(response.body.error).toContain(name);
  });

  it('refuses a range that ends before it starts, and a bad actor id', async () => {
    const admin = await loginAdmin(server);
    expect(
      (await call(server.url, 'GET', auditLog({ from: '2026-03-02', to: '2026-03-01' }), { token: admin })).status,
    ).toBe(400);
    expect((await call(server.url, 'GET', auditLog({ actor_id: 'abc' }), { token: admin })).status).toBe(400);
  });
});
