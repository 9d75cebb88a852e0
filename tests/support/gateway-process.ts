import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';

/** The built gateway, as `npm start` runs it. */
export const GATEWAY_MAIN = path.join(__dirname, '..', '..', 'gateway', 'dist', 'src', 'main.js');

export interface GatewayProcess {
  child: ChildProcess;
  /** stdout and stderr, as they came. */
  output: () => string;
  /** stderr alone: where a failed start writes its one line. */
  errors: () => string;
  exited: Promise<number | null>;
}

export interface RunningGateway extends GatewayProcess {
  url: string;
}

export interface GatewayOptions {
  /** The built main.js to run (default: this checkout's). */
  main?: string;
  cwd?: string;
}

const running = new Set<ChildProcess>();
// A failed test must not leave gateways (and their embedded PostgreSQL) behind it.
afterAll(() => running.forEach((child) => child.kill('SIGKILL')));

/** Runs the built gateway with `env` (plus PATH, a HOME, PORT=0, LOG_LEVEL=info unless given). */
export function spawnGateway(env: Record<string, string>, options: GatewayOptions = {}): GatewayProcess {
  const child = spawn(process.execPath, [options.main ?? GATEWAY_MAIN], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH ?? '', HOME: os.tmpdir(), PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  let errors = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => {
    output += chunk;
    errors += chunk;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  return { child, output: () => output, errors: () => errors, exited };
}

/** The URL of the gateway's JSON `ready` log line, once written (its output is a pipe: no banner). */
export function readyUrl(output: string): string | null {
  for (const line of output.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { msg?: string; url?: string };
    if (entry.msg === 'ready' && entry.url) return entry.url;
  }
  return null;
}

/** Runs the built gateway as `npm start` does and waits for its "ready" line. */
export async function startGateway(env: Record<string, string>, options: GatewayOptions = {}): Promise<RunningGateway> {
  const gateway = spawnGateway(env, options);
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`gateway not ready:\n${gateway.output()}`)), 150_000);
    const check = () => {
      const url = readyUrl(gateway.output());
      if (url) {
        clearTimeout(timer);
        resolve(url);
      }
    };
    gateway.child.stdout!.on('data', check);
    // `exited` only resolves: an exit before the ready line is a failure to start.
    void gateway.exited.then(() => reject(new Error(`gateway exited:\n${gateway.output()}`)));
  });
  return { ...gateway, url };
}

export async function stopGateway(gateway: GatewayProcess): Promise<number | null> {
  gateway.child.kill('SIGTERM');
  return gateway.exited;
}
