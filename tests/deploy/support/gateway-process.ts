import { type ChildProcess, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './files';

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far, both streams (for failure messages). */
  output(): string;
  stdout(): string;
  stderr(): string;
  /** SIGTERM, then the exit code (null when it had to be killed). */
  stop(): Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`gateway not ready after ${timeoutMs} ms:\n${output()}`);
}

/** What the replicas of one deployment share: the database, the token and sealing keys, the first Admin. */
export function replicaEnv(databaseUrl: string, admin: { username: string; password: string }): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
    // One key for every replica, as for JWT_SECRET: each opens what another sealed.
    SECRETS_KEY: crypto.randomBytes(32).toString('base64url'),
    ADMIN_USERNAME: admin.username,
    ADMIN_EMAIL: 'admin@example.fr',
    ADMIN_PASSWORD: admin.password,
  };
}

/** `node gateway/dist/src/main.js` as the container runs it (production mode, given database). */
export async function startGatewayProcess(env: Record<string, string>): Promise<GatewayProcess> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-replica-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'gateway/dist/src/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // Nothing leaves the machine, even if a notification were sent.
      TELEGRAM_API_ROOT: 'http://127.0.0.1:9',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => ((printed += chunk), (stdout += chunk)));
  child.stderr!.on('data', (chunk) => ((printed += chunk), (stderr += chunk)));
  const output = () => printed;
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null) return child.exitCode;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    const code = await exited;
    clearTimeout(timer);
    fs.rmSync(dataDir, { recursive: true, force: true });
    return code;
  };
  try {
    await waitUntilReady(url, child, output, 45_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, child, output, stdout: () => stdout, stderr: () => stderr, stop };
}
