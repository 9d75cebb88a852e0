import crypto from 'node:crypto';
import { Client } from 'pg';
import { purgeAuditLog } from '../../gateway/src/features/audit/audit-retention';
import { adminQuery, type TestServer, startTestServer } from '../support/server';

// The journal's guard must not trust anything a session can set: neither the gateway's own role
// (the owner here, as in a default installation) nor a role granted the application's privileges.
let server: TestServer;
let appRole: Client;
const ROLE = `pilotage_app_${crypto.randomBytes(4).toString('hex')}`;
const PASSWORD = crypto.randomBytes(12).toString('hex');

beforeAll(async () => {
  server = await startTestServer();
  await adminQuery(`create role ${ROLE} login password '${PASSWORD}'`);
  await server.sql(`grant usage on schema public to ${ROLE}`);
  await server.sql(`grant select, insert, update, delete, truncate on all tables in schema public to ${ROLE}`);
  await server.sql(`grant usage, select on all sequences in schema public to ${ROLE}`);
  const url = new URL(server.databaseUrl);
  url.username = ROLE;
  url.password = PASSWORD;
  appRole = new Client({ connectionString: url.toString() });
  await appRole.connect();
});
beforeEach(() => server.reset());
afterAll(async () => {
  await appRole.end();
  await server.close();
  await adminQuery(`drop role if exists ${ROLE}`);
});

const REFUSED = "Le journal d'activité ne peut être ni modifié ni supprimé.";

async function backdated(days: number): Promise<void> {
  await server.sql(
    `insert into audit_log (at, action, entity_type, entity_id) values (now() - $1 * interval '1 day', 'login', 'user', '1')`,
    [days],
  );
}
const count = async () => (await server.sql<{ n: number }>('select count(*)::int as n from audit_log'))[0].n;

// Every way a session could flag itself: the former switches and the purge's cutoff, set locally.
const FORGED = `
  set local pilotage.audit_truncate = 'on';
  set local pilotage.audit_purge_before = '3000-01-01';
  select set_config('pilotage.audit_truncate', 'on', true);`;
const ATTACKS = [
  ['TRUNCATE', 'truncate audit_log'],
  ['DELETE', 'delete from audit_log'],
  ['UPDATE', `update audit_log set ip = '10.0.0.1'`],
  [
    'DELETE inside a DO block',
    `do $$ begin perform set_config('pilotage.audit_purge_before', '3000-01-01', true); delete from audit_log; end $$`,
  ],
];

async function attempt(client: { query(text: string): Promise<unknown> }, statement: string): Promise<unknown> {
  await client.query('begin');
  try {
    await client.query(FORGED);
    await client.query(statement);
    return null;
  } catch (error) {
    return error;
  } finally {
    await client.query('rollback');
  }
}

describe.each([
  ['as the owner of the journal', () => ({ query: (text: string) => server.sql(text) })],
  ['as a role granted the application privileges', () => appRole],
])('%s, with any setting', (_, client) => {
  it.each(ATTACKS)('refuses %s', async (__, statement) => {
    await backdated(1000);
    await backdated(1);
    const before = await count();
    const error = await attempt(client(), statement);
    expect(String(error)).toContain(REFUSED);
    expect(await count()).toBe(before);
  });
});

describe('the legitimate paths', () => {
  it('a role granted the application privileges runs the purge, which deletes only the rows past retention', async () => {
    await backdated(1000);
    await backdated(1);
    const before = await count();
    const { rows } = await appRole.query('select purge_audit_log(730) as purged');
    expect(rows).toEqual([{ purged: '1' }]);
    expect(await count()).toBe(before - 1);
    expect(await purgeAuditLog(server.orm.em.fork(), 730)).toBe(0);
  });

  it('the reset function is the owner’s only: the application role may not call it', async () => {
    await backdated(1);
    const before = await count();
    await expect(appRole.query('select audit_log_reset()')).rejects.toThrow(/permission denied/);
    expect(await count()).toBe(before);
    await server.sql('select audit_log_reset()');
    expect(await count()).toBe(0);
  });

  it('a function of the same name made by the application role does not open the guard', async () => {
    await backdated(1000);
    const before = await count();
    const made = await appRole
      .query(
        `create function pg_temp.purge_audit_log(integer) returns void language plpgsql as $$ begin
           perform set_config('pilotage.audit_purge_before', '3000-01-01', true); delete from public.audit_log; end $$`,
      )
      .then(
        () => appRole.query('select pg_temp.purge_audit_log(1)'),
        (error: unknown) => error,
      )
      .catch((error: unknown) => error);
    expect(String(made)).toMatch(/ne peut être ni modifié ni supprimé|permission denied/);
    expect(await count()).toBe(before);
  });
});
