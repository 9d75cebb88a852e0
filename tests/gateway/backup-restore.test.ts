import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { backupMessages } from '@pilotage/domain';
import { Client } from 'pg';
import pino from 'pino';
import * as tar from 'tar';
import { runBackup } from '../../gateway/src/features/backups/backups.service';
import { RestoreRefused, restoreBackup } from '../../gateway/src/features/backups/restore-backup';
import type { BackupConfig } from '../../gateway/src/kernel/config/config';
import { NOTIFICATION_QUEUE } from '../../gateway/src/kernel/jobs/queue';
import { businessApi, parisToday } from '../support/business';
import { startFakeS3 } from '../support/fake-s3';
import { call, graphql } from '../support/http';
import { issued, saveSeller } from '../support/invoices';
import { type TestServer, type Tokens, adminQuery, startTestServer, withDatabase } from '../support/server';
import { everyone } from '../support/actors';

const silent = pino({ level: 'silent' });
let server: TestServer;
let tokens: Tokens;
let dir: string;

/** Every table's rows and a hash of their content, the outbox's jobs and the sequences: a database's state. */
async function fingerprint(url: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const state: Record<string, string> = {};
    const { rows: tables } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and not exists (select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')`,
    );
    const sources = [
      ...tables.map(({ name }) => [name, `${name} t`]),
      ['outbox', `pgboss.job t where t.name = '${NOTIFICATION_QUEUE}'`],
    ];
    for (const [name, from] of sources) {
      const [row] = (
        await client.query<{ n: number; hash: string }>(
          `select count(*)::int as n, coalesce(md5(string_agg(t::text, E'\\n' order by t::text)), '') as hash from ${from}`,
        )
      ).rows;
      state[name] = `${row.n} ${row.hash}`;
    }
    const { rows: sequences } = await client.query<{ name: string }>(
      `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'S'`,
    );
    for (const { name } of sequences) {
      const [row] = (await client.query(`select last_value::text || ' ' || is_called::text as v from ${name}`)).rows;
      state[`sequence ${name}`] = row.v as string;
    }
    return state;
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `pilotage_restore_${process.pid}_${Math.random().toString(16).slice(2, 10)}`;
  await adminQuery(`create database ${name}`);
  return withDatabase(process.env.PILOTAGE_TEST_ADMIN_URL!, name);
}

function backupConfig(extra: Partial<BackupConfig> = {}): BackupConfig {
  return {
    dir,
    passphrase: null,
    s3Url: null,
    cron: '30 2 * * *',
    keep: { daily: 7, weekly: 4, monthly: 12 },
    ...extra,
  };
}

const backup = (extra: Partial<BackupConfig> = {}) =>
  runBackup(server.orm.em.fork() as EntityManager, server.databaseUrl, backupConfig(extra), 'Europe/Paris', silent);

async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(RestoreRefused);
  return (error as Error).message;
}

/** A small business with every kind of record: employees, tasks, transactions, invoices and a payment, a queued notification. */
async function arrangeBusiness() {
  const api = businessApi(server, tokens.admin!);
  const employee = await api.employee('Zoé Martin');
  const task = await api.task('Inventaire', { assigned_employee_id: employee.id, due_date: '2026-02-01' });
  await call(server.url, 'PUT', `/api/tasks/${task.id}`, { token: tokens.admin, body: { status: 'Terminé' } });
  await api.task('Commande fournisseur', { is_routine: true, frequency: 'Hebdomadaire', due_date: '2026-02-03' });
  await api.transaction(1250.5, { related_employee_id: employee.id });
  await api.transaction(-89.99);
  await saveSeller(server, tokens.admin!);
  const first = await issued(server, tokens.admin!);
  await issued(server, tokens.admin!);
  const paid = await call(server.url, 'POST', `/api/invoices/${first.id}/payment`, {
    token: tokens.admin,
    body: { date: parisToday() },
  });
  expect(paid.status).toBe(200);
  // A message still to send: the outbox travels with the backup.
  await server.sql(
    `insert into pgboss.job (name, data) values ($1, '{"kind":"task_created","chatId":"42","text":"x"}')`,
    [NOTIFICATION_QUEUE],
  );
}

beforeAll(async () => {
  server = await startTestServer();
  tokens = await everyone(server);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-backups-'));
  await arrangeBusiness();
});

afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('backup and restore drill', () => {
  let file: string;
  let source: Record<string, string>;

  beforeAll(async () => {
    source = await fingerprint(server.databaseUrl);
    file = (await backup()).file;
  });

  it('writes a compressed file with its checksum and a manifest of every table, and records the run', async () => {
    expect(path.basename(file)).toMatch(/^pilotage-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
    const sidecar = await fs.readFile(`${file}.sha256`, 'utf8');
    expect(sidecar).toMatch(new RegExp(`^[0-9a-f]{64}  ${path.basename(file)}\\n$`));
    const unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-unpacked-'));
    await tar.extract({ file, cwd: unpacked });
    const manifest = JSON.parse(await fs.readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    await fs.rm(unpacked, { recursive: true });
    // The schema version is the last migration applied (the order of migrationsList).
    const [last] = await server.sql<{ name: string }>('select name from mikro_orm_migrations order by id desc limit 1');
    expect(manifest.schemaVersion).toBe(last.name);
    const counts = Object.fromEntries(
      manifest.tables.map((table: { name: string; rows: number }) => [table.name, table.rows]),
    );
    for (const [name, state] of Object.entries(source)) {
      if (name.startsWith('public.')) expect([name, counts[name]]).toEqual([name, Number(state.split(' ')[0])]);
    }
    expect(counts['public.invoices']).toBe(2);
    expect(counts['pgboss.job']).toBe(1);
    const [run] = await server.sql<{ file_name: string; succeeded: boolean; size_bytes: string }>(
      'select file_name, succeeded, size_bytes from backup_runs order by id desc limit 1',
    );
    expect(run).toEqual({
      file_name: path.basename(file),
      succeeded: true,
      size_bytes: String((await fs.stat(file)).size),
    });
  });

  it('restores into an empty database exactly what was there, and the gateway goes on from it', async () => {
    const target = await emptyDatabase();
    const { rows } = await restoreBackup({ file, databaseUrl: target, force: false, passphrase: null });
    expect(rows).toBeGreaterThan(10);
    const restored = await fingerprint(target);
    expect(restored).toEqual(source);
    // The same session token works there (its session was restored), and invoice numbering continues.
    const replica = await startTestServer({ databaseUrl: target });
    try {
      const [{ number: last }] = await replica.sql<{ number: string }>(
        'select number from invoices order by id desc limit 1',
      );
      const next = await issued(replica, tokens.admin!);
      expect(Number(next.number.split('-').at(-1))).toBe(Number(last.split('-').at(-1)) + 1);
      const journal = await replica.sql<{ n: number }>(
        `select count(*)::int as n from audit_log where entity_type = 'invoice' and entity_id = $1`,
        [String(next.id)],
      );
      expect(journal[0].n).toBeGreaterThan(0);
      // The journal's guard is back on: the restored rows cannot be changed.
      await expect(replica.sql('delete from audit_log')).rejects.toThrow();
    } finally {
      await replica.close();
    }
  });

  it('refuses a database that holds rows unless --force, and then replaces it', async () => {
    const target = await emptyDatabase();
    await restoreBackup({ file, databaseUrl: target, force: false, passphrase: null });
    const client = new Client({ connectionString: target });
    await client.connect();
    await client.query("update employees set name = 'Changé' where id = (select min(id) from employees)");
    await client.end();
    const before = await fingerprint(target);
    const message = await refusal(restoreBackup({ file, databaseUrl: target, force: false, passphrase: null }));
    expect(message).toBe(backupMessages.notEmpty(Number(message.match(/\((\d+) lignes\)/)![1])));
    expect(await fingerprint(target)).toEqual(before);
    await restoreBackup({ file, databaseUrl: target, force: true, passphrase: null });
    expect(await fingerprint(target)).toEqual(source);
  });

  it('refuses a database another client is connected to (a running Pilotage)', async () => {
    const before = await fingerprint(server.databaseUrl);
    const message = await refusal(
      restoreBackup({ file, databaseUrl: server.databaseUrl, force: true, passphrase: null }),
    );
    expect(message).toMatch(/^La base de données est utilisée par \d+ autre\(s\) connexion\(s\) : arrêtez Pilotage/);
    expect(await fingerprint(server.databaseUrl)).toEqual(before);
  });

  it('refuses a truncated or altered file, with or without its checksum file, before touching the database', async () => {
    const bytes = await fs.readFile(file);
    const target = await emptyDatabase();
    const cases: [string, Buffer, boolean][] = [
      ['truncated.tar.gz', bytes.subarray(0, Math.floor(bytes.length / 2)), false],
      ['truncated-sidecar.tar.gz', bytes.subarray(0, bytes.length - 10), true],
      [
        'altered.tar.gz',
        Buffer.from(bytes.map((byte, i) => (i === Math.floor(bytes.length / 2) ? byte ^ 0xff : byte))),
        false,
      ],
    ];
    for (const [name, content, withSidecar] of cases) {
      const copy = path.join(dir, name);
      await fs.writeFile(copy, content);
      if (withSidecar) await fs.copyFile(`${file}.sha256`, `${copy}.sha256`);
      expect(await refusal(restoreBackup({ file: copy, databaseUrl: target, force: false, passphrase: null }))).toBe(
        backupMessages.damaged(copy),
      );
    }
    const notOurs = path.join(dir, 'notes.txt');
    await fs.writeFile(notOurs, 'bonjour');
    expect(await refusal(restoreBackup({ file: notOurs, databaseUrl: target, force: false, passphrase: null }))).toBe(
      backupMessages.notABackup(notOurs),
    );
    const [{ n }] = (await fingerprintTables(target)) as [{ n: number }];
    expect(n).toBe(0);
  });

  it('refuses a backup of a newer schema', async () => {
    const unpacked = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-newer-'));
    await tar.extract({ file, cwd: unpacked });
    const manifestFile = path.join(unpacked, 'manifest.json');
    const manifest = JSON.parse(await fs.readFile(manifestFile, 'utf8'));
    manifest.schemaVersion = 'Migration29990101000000_future';
    await fs.writeFile(manifestFile, JSON.stringify(manifest));
    const newer = path.join(dir, 'newer.tar.gz');
    await tar.create({ gzip: true, file: newer, cwd: unpacked }, ['manifest.json', 'data']);
    await fs.rm(unpacked, { recursive: true });
    const target = await emptyDatabase();
    expect(await refusal(restoreBackup({ file: newer, databaseUrl: target, force: false, passphrase: null }))).toBe(
      backupMessages.newerSchema('Migration29990101000000_future'),
    );
  });
});

/** How many tables the database has in `public`: 0 for an untouched empty database. */
async function fingerprintTables(url: string) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (
      await client.query(
        `select count(*)::int as n from pg_class where relnamespace = 'public'::regnamespace and relkind = 'r'`,
      )
    ).rows;
  } finally {
    await client.end();
  }
}

describe('an encrypted backup', () => {
  it('opens only with its passphrase, and a wrong or missing one changes nothing', async () => {
    const { file } = await backup({ passphrase: 'correct horse battery staple' });
    expect(file.endsWith('.tar.gz.enc')).toBe(true);
    const content = await fs.readFile(file);
    expect(content.includes(Buffer.from('manifest.json'))).toBe(false);
    const target = await emptyDatabase();
    expect(await refusal(restoreBackup({ file, databaseUrl: target, force: false, passphrase: null }))).toBe(
      backupMessages.passphraseMissing,
    );
    expect(await refusal(restoreBackup({ file, databaseUrl: target, force: false, passphrase: 'wrong' }))).toBe(
      backupMessages.passphraseWrong,
    );
    expect((await fingerprintTables(target))[0].n).toBe(0);
    await restoreBackup({ file, databaseUrl: target, force: false, passphrase: 'correct horse battery staple' });
    const restored = await fingerprint(target);
    expect(restored['public.invoices']).toEqual((await fingerprint(server.databaseUrl))['public.invoices']);
  });
});

describe('the copy in S3-compatible storage and the retention', () => {
  it('uploads each backup with its checksum, and keeps 7 daily, 4 weekly and 12 monthly backups', async () => {
    const s3 = await startFakeS3();
    try {
      const own = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-retention-'));
      // Forty nights of backups already there, locally and in the bucket, one a day up to yesterday.
      const names: string[] = [];
      for (let day = 1; day <= 40; day += 1) {
        const at = new Date(Date.now() - day * 24 * 3600 * 1000);
        at.setUTCHours(1, 30, 0, 0);
        const name = `pilotage-${at.toISOString().replace(/[:.]/g, '-')}.tar.gz`;
        names.push(name);
        await fs.writeFile(path.join(own, name), 'old');
        await fs.writeFile(path.join(own, `${name}.sha256`), 'old');
        s3.objects.set(`sauvegardes/pilotage/${name}`, Buffer.from('old'));
      }
      await fs.writeFile(path.join(own, 'notes.txt'), 'not a backup: never removed');
      const run = await runBackup(
        server.orm.em.fork() as EntityManager,
        server.databaseUrl,
        backupConfig({ dir: own, s3Url: `${s3.url}/sauvegardes/pilotage` }),
        'Europe/Paris',
        silent,
      );
      const name = path.basename(run.file);
      expect(run.remoteLocation).toBe(`s3://sauvegardes/pilotage/${name}`);
      expect(s3.objects.get(`sauvegardes/pilotage/${name}`)).toEqual(await fs.readFile(run.file));
      expect(s3.objects.get(`sauvegardes/pilotage/${name}.sha256`)?.toString()).toBe(
        await fs.readFile(`${run.file}.sha256`, 'utf8'),
      );
      const local = (await fs.readdir(own)).filter((entry) => entry.endsWith('.tar.gz')).sort();
      const remote = [...s3.objects.keys()]
        .map((key) => key.slice('sauvegardes/pilotage/'.length))
        .filter((entry) => entry.endsWith('.tar.gz'))
        .sort();
      expect(remote).toEqual(local);
      expect(local).toContain(name);
      // Today's and the 6 nights before it, then one a week and one a month: between 7 + 3 and 7 + 3 + 2.
      expect(local.length).toBeGreaterThanOrEqual(10);
      expect(local.length).toBeLessThanOrEqual(12);
      for (const kept of names.slice(0, 6)) expect(local).toContain(kept);
      expect(local).not.toContain(names[8]);
      expect(await fs.readdir(own)).toContain('notes.txt');
      await fs.rm(own, { recursive: true });
    } finally {
      await s3.close();
    }
  });
});

describe('GET /api/backups/status and the backupStatus query', () => {
  it('shows the last good backup to an Admin only, and whether it is older than 48 hours', async () => {
    const status = await call(server.url, 'GET', '/api/backups/status', { token: tokens.admin });
    expect(status.status).toBe(200);
    const [last] = await server.sql<{ file_name: string; size_bytes: string }>(
      'select file_name, size_bytes from backup_runs where succeeded order by id desc limit 1',
    );
    expect(status.body.last_backup).toMatchObject({ file_name: last.file_name, size_bytes: Number(last.size_bytes) });
    expect(status.body.stale).toBe(false);
    expect((await call(server.url, 'GET', '/api/backups/status', { token: tokens.manager })).status).toBe(403);
    await server.sql(`update backup_runs set finished_at = now() - interval '49 hours'`);
    await server.sql(`insert into backup_runs (started_at, succeeded, error) values (now(), false, 'disque plein')`);
    const old = await call(server.url, 'GET', '/api/backups/status', { token: tokens.admin });
    expect(old.body.stale).toBe(true);
    expect(old.body.last_failure).toMatchObject({ error: 'disque plein' });
    // The same through GraphQL, for the Paramètres screen and the dashboard.
    const query = '{ backupStatus { stale schedule lastBackup { fileName sizeBytes } lastFailure { error } } }';
    const answered = await graphql(server.url, query, {}, tokens.admin);
    expect(answered.data.backupStatus).toEqual({
      stale: true,
      schedule: '30 2 * * *',
      lastBackup: { fileName: last.file_name, sizeBytes: Number(last.size_bytes) },
      lastFailure: { error: 'disque plein' },
    });
    const refused = await graphql(server.url, query, {}, tokens.manager);
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });
});
