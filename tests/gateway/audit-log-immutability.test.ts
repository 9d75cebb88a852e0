import { purgeAuditLog } from '../../gateway/src/features/audit/audit-retention';
import { ConfigError, loadConfig } from '../../gateway/src/kernel/config/config';
import { type TestServer, startTestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
beforeEach(() => server.reset());
afterAll(() => server.close());

const REFUSED = "Le journal d'activité ne peut être ni modifié ni supprimé.";

async function backdated(days: number): Promise<string> {
  const [{ id }] = await server.sql<{ id: string }>(
    `insert into audit_log (at, action, entity_type, entity_id) values (now() - $1 * interval '1 day', 'login', 'user', '1') returning id::text`,
    [days],
  );
  return id;
}

const ids = async () =>
  (await server.sql<{ id: string }>('select id::text from audit_log order by id')).map((row) => row.id);

describe('the journal is append-only', () => {
  it.each([
    ['UPDATE', `update audit_log set ip = '10.0.0.1'`],
    ['DELETE', 'delete from audit_log'],
    ['TRUNCATE', 'truncate audit_log'],
  ])('refuses %s', async (_, statement) => {
    await backdated(1);
    const before = await ids();
    await expect(server.sql(statement)).rejects.toThrow(REFUSED);
    expect(await ids()).toEqual(before);
  });

  it('refuses a DELETE of recent rows even with the purge flag set by hand', async () => {
    await backdated(1);
    await expect(
      server.sql(
        `do $$ begin perform set_config('pilotage.audit_purge_before', (now() - interval '10 days')::text, true); delete from audit_log; end $$`,
      ),
    ).rejects.toThrow(REFUSED);
  });
});

describe('retention', () => {
  it('purges the rows older than the retention and keeps the others', async () => {
    const old = await backdated(800);
    const older = await backdated(731);
    const kept = await backdated(729);
    const before = await ids();
    expect(await purgeAuditLog(server.orm.em.fork(), 730)).toBe(2);
    expect(await ids()).toEqual(before.filter((id) => id !== old && id !== older));
    expect(await ids()).toContain(kept);
  });

  it('refuses a retention under one day', async () => {
    await expect(purgeAuditLog(server.orm.em.fork(), 0)).rejects.toThrow('au moins un jour');
  });

  it('reads AUDIT_RETENTION_DAYS, 730 days by default, a bad value stopping the start in French', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    for (const bad of ['0', '-5', 'deux ans', '1.5']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad })).toThrow('AUDIT_RETENTION_DAYS doit être un entier');
    }
  });
});

describe('bulk statements', () => {
  it('journals a 100,000-row insert in one set-based statement', async () => {
    const started = Date.now();
    await server.sql(`insert into tasks (title) select 'Tâche ' || i from generate_series(1, 100000) i`);
    const seconds = (Date.now() - started) / 1000;
    const [{ count }] = await server.sql<{ count: number }>(
      `select count(*)::int as count from audit_log where entity_type = 'task' and action = 'create'`,
    );
    expect(count).toBe(100000);
    // Generous for a loaded CI machine; it takes a few seconds.
    expect(seconds).toBeLessThan(60);
  });
});
