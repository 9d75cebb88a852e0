import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The system account PostgreSQL runs as when the gateway runs as root (PostgreSQL refuses root). */
export interface PostgresAccount {
  name: string;
  uid: number;
  gid: number;
}

export const POSTGRES_ACCOUNT = 'postgres';

export function runningAsRoot(): boolean {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

async function lookUp(name: string): Promise<PostgresAccount | null> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

/** The `postgres` account, created as a system account (no home, no login) the first time. */
export async function ensurePostgresAccount(): Promise<PostgresAccount> {
  const existing = await lookUp(POSTGRES_ACCOUNT);
  if (existing) return existing;
  await run('groupadd', ['--force', '--system', POSTGRES_ACCOUNT]);
  await run('useradd', ['--system', '--gid', POSTGRES_ACCOUNT, '--no-create-home', POSTGRES_ACCOUNT]);
  const created = await lookUp(POSTGRES_ACCOUNT);
  if (!created) throw new Error(`the ${POSTGRES_ACCOUNT} account was created but cannot be found`);
  return created;
}

/**
 * Whether `account` can reach `target`: every parent directory traversable and `target` itself
 * executable (a binary) or traversable (a directory). Asked of the system as that account, run the
 * way PostgreSQL will be (its primary group only), so modes and ACLs all count.
 */
export async function canReach(account: PostgresAccount, target: string): Promise<boolean> {
  try {
    await run('test', ['-x', target], { uid: account.uid, gid: account.gid, cwd: '/' });
    return true;
  } catch {
    return false;
  }
}
