import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll } from '@jest/globals';

export interface ExternalPostgres {
  url: string;
  /** The postmaster's pid, read from its data directory. */
  postmaster(): number;
  /** SIGTERM to the runner: a fast shutdown; resolves with its exit code. */
  stop(): Promise<number | null>;
}

const children = new Set<ChildProcess>();
// A failed test must not leave PostgreSQL servers behind it.
afterAll(() => children.forEach((child) => child.kill('SIGKILL')));

/**
 * A PostgreSQL server in its own process (support/run-postgres.mjs), the "external database" of
 * DATABASE_URL, so a test can stop, kill, pause and restart it. Give the same `port` to restart it
 * under the same URL, and `durable` for a crash to keep what was committed (fsync and synchronous
 * commit on, as in production).
 */
export async function startExternalPostgres(
  dir: string,
  port?: number,
  options: { durable?: boolean } = {},
): Promise<ExternalPostgres> {
  const script = path.join(__dirname, 'run-postgres.mjs');
  const args = [dir, ...(port ? [String(port)] : []), ...(options.durable ? ['--durable'] : [])];
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => (children.delete(child), resolve(code))),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      const match = /URL (\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    // `exited` only resolves: an exit before the URL is a failure to start.
    void exited.then(() => reject(new Error('PostgreSQL did not start')));
  });
  return {
    url,
    postmaster: () => Number(fs.readFileSync(path.join(dir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    stop: () => (child.kill('SIGTERM'), exited),
  };
}
