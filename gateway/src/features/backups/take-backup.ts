import crypto from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Client } from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { NOTIFICATION_QUEUE } from '../../kernel/jobs/queue';
import {
  type BackupSequence,
  type BackupTable,
  contentHash,
  FORMAT,
  MANIFEST,
  type Manifest,
  packArchive,
  sha256OfFile,
  tableFile,
} from './backup-archive';

export interface BackupResult {
  file: string;
  size: number;
  sha256: string;
  manifest: Manifest;
}

export const BACKUP_PREFIX = 'pilotage-';
const PLAIN_SUFFIX = '.tar.gz';
const SEALED_SUFFIX = '.tar.gz.enc';

/** `pilotage-2026-11-26T01-30-00-000Z.tar.gz`: sorts by time, and says when it was taken. */
export function backupFileName(takenAt: Date, encrypted: boolean): string {
  const stamp = takenAt.toISOString().replace(/[:.]/g, '-');
  return `${BACKUP_PREFIX}${stamp}${encrypted ? SEALED_SUFFIX : PLAIN_SUFFIX}`;
}

/** When a backup file of ours was taken, read from its name; null for any other file. */
export function backupTakenAt(name: string): Date | null {
  const found = /^pilotage-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.tar\.gz(\.enc)?$/.exec(name);
  if (!found) return null;
  const [, day, hours, minutes, seconds, millis] = found;
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

/**
 * The application's tables: every table of `public` (MikroORM's migration list included, so a
 * restore knows the schema it holds) but extensions' own. Generated columns are left out: the
 * database computes them again.
 */
const TABLES = `
  select format('%I.%I', n.nspname, c.relname) as name,
         array(select quote_ident(a.attname) from pg_attribute a
               where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
               order by a.attnum)::text[] as columns
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = $1 and c.relkind in ('r', 'p') and not c.relispartition and ($2::text is null or c.relname = $2)
    and not exists (select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')
  order by c.relname collate "C"`;

const SEQUENCES = `
  select format('%I.%I', n.nspname, c.relname) as name
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'S'
  order by c.relname collate "C"`;

interface Source {
  name: string;
  columns: string[];
  /** The rows to copy: the whole table, or a query (the job queue's outbox only). */
  select: string | null;
}

/**
 * The notifications not yet sent are part of what was promised: the queue's jobs of that queue
 * go with the backup. pg-boss's schedules and its other queues are made again by the gateway.
 */
async function outbox(client: Client): Promise<Source[]> {
  const [job] = (await client.query<{ name: string; columns: string[] }>(TABLES, ['pgboss', 'job'])).rows;
  if (!job) return [];
  const queue = NOTIFICATION_QUEUE.replace(/'/g, "''");
  return [{ ...job, select: `select ${job.columns.join(', ')} from ${job.name} where name = '${queue}'` }];
}

/** A pass-through that hashes what goes by. */
function hashing(hash: crypto.Hash): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
}

async function copyTable(client: Client, source: Source, dir: string): Promise<BackupTable> {
  const file = tableFile(source.name);
  const hash = crypto.createHash('sha256');
  const what = source.select === null ? `${source.name} (${source.columns.join(', ')})` : `(${source.select})`;
  const stream = client.query(copyTo(`copy ${what} to stdout`));
  await pipeline(stream, hashing(hash), createWriteStream(path.join(dir, file)));
  return { name: source.name, columns: source.columns, rows: stream.rowCount, sha256: hash.digest('hex'), file };
}

/** Every table and sequence as one snapshot: one repeatable-read, read-only transaction. */
async function snapshot(databaseUrl: string, dir: string): Promise<Omit<Manifest, 'format' | 'contentSha256'>> {
  // Its own connection without the pool's statement timeout: copying a large table takes a while.
  const client = new Client({ connectionString: databaseUrl, application_name: 'pilotage-backup' });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const takenAt = new Date(
      (await client.query<{ now: Date }>('select transaction_timestamp() as now')).rows[0].now,
    ).toISOString();
    const tables = (await client.query<{ name: string; columns: string[] }>(TABLES, ['public', null])).rows;
    const sources: Source[] = [...tables.map((table) => ({ ...table, select: null })), ...(await outbox(client))];
    await fs.mkdir(path.join(dir, 'data'));
    const copied: BackupTable[] = [];
    for (const source of sources) copied.push(await copyTable(client, source, dir));
    const sequences: BackupSequence[] = [];
    for (const { name } of (await client.query<{ name: string }>(SEQUENCES)).rows) {
      const [row] = (
        await client.query<{ last_value: string; is_called: boolean }>(
          `select last_value::text, is_called from ${name}`,
        )
      ).rows;
      sequences.push({ name, lastValue: row.last_value, isCalled: row.is_called });
    }
    const [migration] = (
      await client.query<{ name: string }>('select name from mikro_orm_migrations order by id desc limit 1')
    ).rows;
    const [server] = (await client.query<{ server_version: string }>('show server_version')).rows;
    await client.query('commit');
    return {
      takenAt,
      schemaVersion: migration?.name ?? '',
      postgresVersion: server.server_version,
      tables: copied,
      sequences,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Writes one consistent backup of the database into `dir` while Pilotage runs: the snapshot in a
 * private folder, then the archive under a temporary name renamed once whole, so a crash never
 * leaves a file that looks like a backup.
 */
export async function takeBackup(
  databaseUrl: string,
  options: { dir: string; passphrase: string | null },
): Promise<BackupResult> {
  await fs.mkdir(options.dir, { recursive: true, mode: 0o700 });
  const work = await fs.mkdtemp(path.join(options.dir, '.partial-'));
  try {
    const taken = await snapshot(databaseUrl, work);
    const manifest: Manifest = { format: FORMAT, ...taken, contentSha256: contentHash(taken.tables) };
    await fs.writeFile(path.join(work, MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    const name = backupFileName(new Date(manifest.takenAt), options.passphrase !== null);
    const partial = path.join(work, name);
    await packArchive(work, partial, options.passphrase);
    const sha256 = await sha256OfFile(partial);
    const file = path.join(options.dir, name);
    await fs.rename(partial, file);
    await fs.writeFile(`${file}.sha256`, `${sha256}  ${name}\n`, { mode: 0o600 });
    const { size } = await fs.stat(file);
    return { file, size, sha256, manifest };
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
