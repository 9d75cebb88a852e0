import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What a crash of the gateway leaves behind its embedded PostgreSQL. A `kill -9` (or the kernel's
 * out-of-memory killer) gives the gateway no chance to stop its server: the postmaster, reparented,
 * keeps the data directory and its `postmaster.pid`, and the next start would fail with « lock
 * file "postmaster.pid" already exists ». A power loss leaves the pid file with no process.
 *
 * The gateway writes its own pid beside the cluster (`<dir>.owner`) when its server is up; a start
 * finds the server of its directory through `postmaster.pid` and tells three cases apart.
 */
export type PostmasterState =
  | { kind: 'none' }
  /** A pid file whose process is gone or is not this directory's postgres. */
  | { kind: 'stale' }
  /** This directory's postgres, its owner gone: left by a crash. */
  | { kind: 'orphan'; pid: number; port: number }
  /** This directory's postgres under a live owner: another gateway (or script) runs on it. */
  | { kind: 'owned'; pid: number; port: number; owner: number };

const OWNER_SUFFIX = '.owner';

export function ownerFile(dir: string): string {
  return `${dir}${OWNER_SUFFIX}`;
}

export async function recordOwner(dir: string): Promise<void> {
  await fs.writeFile(ownerFile(dir), `${process.pid}\n`);
}

export async function forgetOwner(dir: string): Promise<void> {
  const owner = await readNumber(ownerFile(dir));
  if (owner === process.pid) await fs.rm(ownerFile(dir), { force: true });
}

async function readNumber(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  const value = Number(text?.split('\n')[0].trim());
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another account (the postgres account of a root start).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The process's command line and parent, where /proc tells them (Linux); null elsewhere. */
async function processInfo(pid: number): Promise<{ args: string[]; parent: number } | null> {
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null);
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (cmdline === null || stat === null) return null;
  // The command name (2nd field) may hold spaces: the fields after it start past its ')'.
  const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return { args: cmdline.split('\0').filter(Boolean), parent };
}

/** Reads `postmaster.pid` of `dir` and tells what holds the directory. */
export async function inspectPostmaster(dir: string): Promise<PostmasterState> {
  const text = await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8').catch(() => null);
  if (text === null) return { kind: 'none' };
  const lines = text.split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !alive(pid)) return { kind: 'stale' };
  const info = await processInfo(pid);
  if (info !== null) {
    const program = path.basename(info.args[0] ?? '');
    const dataDir = info.args[info.args.indexOf('-D') + 1];
    const ours =
      program === 'postgres' &&
      info.args.includes('-D') &&
      dataDir !== undefined &&
      path.resolve(dataDir) === path.resolve(lines[1] ?? '');
    if (!ours) return { kind: 'stale' }; // the pid was taken again by another program (a reboot)
  }
  const owner = await readNumber(ownerFile(dir));
  const owned = owner !== null && alive(owner) && (info === null || info.parent === owner);
  return owned ? { kind: 'owned', pid, port, owner } : { kind: 'orphan', pid, port };
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (alive(pid)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * Clears the way for a start: stops an orphaned postmaster of `dir` cleanly (fast shutdown: its
 * sessions end and it checkpoints; immediate shutdown if it does not stop in time), or removes
 * a stale pid file. Answers what it found; an `owned` server is left alone for the caller to refuse.
 */
export async function clearOrphanPostmaster(
  dir: string,
  log: (message: string) => void = () => undefined,
): Promise<PostmasterState> {
  const state = await inspectPostmaster(dir);
  if (state.kind === 'stale') {
    log(`removing the stale ${path.join(dir, 'postmaster.pid')}`);
    await fs.rm(path.join(dir, 'postmaster.pid'), { force: true });
  } else if (state.kind === 'orphan') {
    log(`stopping the orphaned PostgreSQL ${state.pid} of ${dir}`);
    process.kill(state.pid, 'SIGINT');
    if (!(await waitForExit(state.pid, 60_000))) {
      process.kill(state.pid, 'SIGQUIT');
      await waitForExit(state.pid, 30_000);
    }
  }
  return state;
}
