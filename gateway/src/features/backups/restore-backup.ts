import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { backupMessages } from '@pilotage/domain';
import type { Migration } from '@mikro-orm/migrations';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { migrationsList } from '../../kernel/database/migrations';
import { BackupFileError, type Manifest, openArchive, unpackedFile } from './backup-archive';

/** A restore that did not start, or was rolled back: its message is one French sentence. */
export class RestoreRefused extends Error {}

export interface RestoreOptions {
  file: string;
  databaseUrl: string;
  /** Replace a database that holds rows. */
  force: boolean;
  passphrase: string | null;
}

export interface RestoreResult {
  manifest: Manifest;
  rows: number;
}

const FILE_ERRORS: Record<BackupFileError['kind'], (file: string) => string> = {
  'not-a-backup': backupMessages.notABackup,
  damaged: backupMessages.damaged,
  'passphrase-missing': () => backupMessages.passphraseMissing,
  'passphrase-wrong': () => backupMessages.passphraseWrong,
};

/** The file, checked whole before the database is touched. */
async function verifiedManifest(options: RestoreOptions, work: string): Promise<Manifest> {
  if (!(await fs.stat(options.file).catch(() => null))?.isFile()) {
    throw new RestoreRefused(backupMessages.fileMissing(options.file));
  }
  try {
    return await openArchive(options.file, work, options.passphrase);
  } catch (error) {
    if (error instanceof BackupFileError) throw new RestoreRefused(FILE_ERRORS[error.kind](options.file));
    throw error;
  }
}

/** The committed migrations up to the backup's schema; a schema this code does not know is newer. */
function migrationsUpTo(version: string) {
  const last = migrationsList.findIndex((migration) => migration.name === version);
  if (last < 0) throw new RestoreRefused(backupMessages.newerSchema(version || '?'));
  return migrationsList.slice(0, last + 1);
}

const APPLICATION_TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition and c.relname <> 'mikro_orm_migrations'
    and not exists (select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')`;

async function rowsHeld(client: Client): Promise<number> {
  let rows = 0;
  for (const { name } of (await client.query<{ name: string }>(APPLICATION_TABLES)).rows) {
    rows += Number((await client.query<{ n: string }>(`select count(*) as n from ${name}`)).rows[0].n);
  }
  return rows;
}

async function otherClients(client: Client): Promise<number> {
  const [row] = (
    await client.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )
  ).rows;
  return Number(row.n);
}

// MikroORM's bookkeeping table, as its migrator creates it (knex: increments, string, dateTime).
const MIGRATIONS_TABLE = `create table "mikro_orm_migrations" ("id" serial primary key, "name" varchar(255), "executed_at" timestamptz default CURRENT_TIMESTAMP)`;

/**
 * The schema of the backup's day, made by the same migrations as any start: the migrations'
 * statements run in this transaction, so a failure leaves nothing of them behind.
 */
async function recreateSchema(client: Client, version: string): Promise<void> {
  await client.query('drop schema if exists pgboss cascade');
  await client.query('drop schema if exists public cascade');
  await client.query('create schema public');
  await client.query('grant usage on schema public to public');
  for (const migration of migrationsUpTo(version)) {
    const instance = new migration.class(undefined as never, undefined as never) as Migration;
    await instance.up();
    for (const statement of instance.getQueries()) await client.query(String(statement));
  }
  await client.query(MIGRATIONS_TABLE);
}

async function loadTables(client: Client, manifest: Manifest, work: string): Promise<number> {
  // Rows the migrations wrote (defaults, queue definitions) give way to the backup's.
  const own = manifest.tables.filter((table) => table.name.startsWith('public.')).map((table) => table.name);
  if (own.length > 0) await client.query(`truncate ${own.join(', ')} cascade`);
  let rows = 0;
  for (const table of manifest.tables) {
    const stream = client.query(copyFrom(`copy ${table.name} (${table.columns.join(', ')}) from stdin`));
    await pipeline(createReadStream(unpackedFile(work, table)), stream);
    if (stream.rowCount !== table.rows) {
      throw new RestoreRefused(backupMessages.countMismatch(table.name, table.rows, stream.rowCount));
    }
    rows += table.rows;
  }
  for (const sequence of manifest.sequences) {
    await client.query('select setval($1::regclass, $2::bigint, $3)', [
      sequence.name,
      sequence.lastValue,
      sequence.isCalled,
    ]);
  }
  // Read back: the tables hold exactly the manifest's counts (the outbox shares its table with other queues).
  for (const table of manifest.tables.filter((entry) => entry.name.startsWith('public.'))) {
    const found = Number((await client.query<{ n: string }>(`select count(*) as n from ${table.name}`)).rows[0].n);
    if (found !== table.rows) throw new RestoreRefused(backupMessages.countMismatch(table.name, table.rows, found));
  }
  return rows;
}

/**
 * Restores a backup into the database of `databaseUrl`, in one transaction: the schema of the
 * backup's day by the migrations, then every table by COPY, the sequences, and a count of each
 * table. Triggers stay silent meanwhile (`session_replication_role = replica`, which only the
 * database's owner as superuser may set): the journal's guard, the invoices' immutability and the
 * counters would otherwise refuse or recount rows that are being put back as they were.
 */
export async function restoreBackup(options: RestoreOptions): Promise<RestoreResult> {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-restore-'));
  try {
    const manifest = await verifiedManifest(options, work);
    migrationsUpTo(manifest.schemaVersion);
    const client = new Client({ connectionString: options.databaseUrl, application_name: 'pilotage-restore' });
    await client.connect();
    try {
      const clients = await otherClients(client);
      if (clients > 0) throw new RestoreRefused(backupMessages.inUse(clients));
      const held = await rowsHeld(client);
      if (held > 0 && !options.force) throw new RestoreRefused(backupMessages.notEmpty(held));
      await client.query('begin');
      try {
        await client.query('set local statement_timeout = 0');
        await client.query('set local session_replication_role = replica').catch((error: { code?: string }) => {
          throw error.code === '42501' ? new RestoreRefused(backupMessages.notPermitted) : error;
        });
        await recreateSchema(client, manifest.schemaVersion);
        const rows = await loadTables(client, manifest, work);
        await client.query('commit');
        return { manifest, rows };
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        if (error instanceof RestoreRefused) throw error;
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new RestoreRefused(backupMessages.restoreFailed(reason));
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
