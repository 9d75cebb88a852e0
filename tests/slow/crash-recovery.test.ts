import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { backupMessages } from '@pilotage/domain';
import { spawnGateway, startGateway, stopGateway } from '../support/gateway-process';
import { call } from '../support/http';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';

// Real processes, a real initdb, a crash and two restarts: slow on a busy machine.
jest.setTimeout(240_000);

const run = promisify(execFile);
const SCRIPTS = path.join(__dirname, '..', '..', 'gateway', 'dist', 'src', 'scripts');
const PASSWORD = 'crash-recovery-password';

function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'postgres', 'postmaster.pid');
  return fs.existsSync(file) ? Number(fs.readFileSync(file, 'utf8').split('\n')[0]) : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded default after a crash of the gateway', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-crash-'));
  fs.chmodSync(dataDir, 0o755);
  const env = {
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: PASSWORD,
    JWT_SECRET: TEST_JWT_SECRET,
    SECRETS_KEY: TEST_SECRETS_KEY,
    BACKUP_SCHEDULE: 'off',
  };
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('starts again after kill -9 under load: the orphaned PostgreSQL is stopped and every acknowledged write is there', async () => {
    const first = await startGateway(env);
    const login = await call(first.url, 'POST', '/api/login', { body: { username: 'admin', password: PASSWORD } });
    const token = login.body.access_token as string;
    // Four clients writing tasks until the gateway dies; each keeps what the server acknowledged.
    const acknowledged: number[] = [];
    let stop = false;
    const client = async (n: number) => {
      for (let i = 0; !stop; i += 1) {
        const created = await call(first.url, 'POST', '/api/tasks', {
          token,
          body: { title: `Charge ${n}-${i}` },
        }).catch(() => null);
        if (created?.status === 201) acknowledged.push(created.body.id as number);
      }
    };
    const clients = [1, 2, 3, 4].map(client);
    while (acknowledged.length < 40) await new Promise((resolve) => setTimeout(resolve, 20));
    const postgres = postmasterPid(dataDir)!;
    first.child.kill('SIGKILL');
    await first.exited;
    stop = true;
    await Promise.all(clients);
    // What the issue saw: the gateway is gone, its PostgreSQL still runs and holds the directory.
    expect(alive(postgres)).toBe(true);

    const second = await startGateway(env);
    expect(alive(postgres)).toBe(false);
    expect((await call(second.url, 'GET', '/readyz')).status).toBe(200);
    const relogin = await call(second.url, 'POST', '/api/login', { body: { username: 'admin', password: PASSWORD } });
    const tasks = await call(second.url, 'GET', '/api/tasks?limit=500', { token: relogin.body.access_token });
    const present = new Set((tasks.body as { id: number }[]).map((task) => task.id));
    expect(acknowledged.filter((id) => !present.has(id))).toEqual([]);

    // While it runs: a second gateway on the same directory is refused in one French line, and so
    // is a restore; a backup is taken beside it.
    const intruder = spawnGateway(env);
    expect(await intruder.exited).toBe(1);
    expect(intruder.errors()).toMatch(/un autre Pilotage \(processus \d+\) utilise déjà/);
    expect(alive(postmasterPid(dataDir)!)).toBe(true);
    const backup = await run(process.execPath, [path.join(SCRIPTS, 'backup.js')], { env: { ...process.env, ...env } });
    const file = /Sauvegarde écrite : (\S+)/.exec(backup.stdout)![1];
    expect(fs.existsSync(file)).toBe(true);
    const refused = await run(process.execPath, [path.join(SCRIPTS, 'restore.js'), file, '--force'], {
      env: { ...process.env, ...env },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: `${backupMessages.instanceRunning}\n` });

    // Power loss: the gateway and its PostgreSQL both killed; the start finds the pid file left behind.
    const pid = postmasterPid(dataDir)!;
    second.child.kill('SIGKILL');
    process.kill(pid, 'SIGKILL');
    await second.exited;
    while (alive(pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(postmasterPid(dataDir)).toBe(pid);
    const third = await startGateway(env);
    const again = await call(third.url, 'POST', '/api/login', { body: { username: 'admin', password: PASSWORD } });
    expect(again.status).toBe(200);
    expect(await stopGateway(third)).toBe(0);

    // Restored into the stopped installation, Pilotage starts on the result.
    const restored = await run(process.execPath, [path.join(SCRIPTS, 'restore.js'), file, '--force'], {
      env: { ...process.env, ...env },
    });
    expect(restored.stdout).toMatch(/^Restauration terminée : \d+ tables, \d+ lignes/);
    const fourth = await startGateway(env);
    const after = await call(fourth.url, 'POST', '/api/login', { body: { username: 'admin', password: PASSWORD } });
    const restoredTasks = await call(fourth.url, 'GET', '/api/tasks?limit=500', { token: after.body.access_token });
    expect(restoredTasks.headers.get('x-total-count')).toBe(String(present.size));
    expect(await stopGateway(fourth)).toBe(0);

    // The disk is gone: the same backup restored into an empty DATA_DIR, and Pilotage starts on it.
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-fresh-'));
    fs.chmodSync(fresh, 0o755);
    try {
      const elsewhere = { ...env, DATA_DIR: fresh };
      await run(process.execPath, [path.join(SCRIPTS, 'restore.js'), file], { env: { ...process.env, ...elsewhere } });
      const fifth = await startGateway(elsewhere);
      const signedIn = await call(fifth.url, 'POST', '/api/login', { body: { username: 'admin', password: PASSWORD } });
      const again = await call(fifth.url, 'GET', '/api/tasks?limit=1', { token: signedIn.body.access_token });
      expect(again.headers.get('x-total-count')).toBe(String(present.size));
      expect(await stopGateway(fifth)).toBe(0);
    } finally {
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });
});
