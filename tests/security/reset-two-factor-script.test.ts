import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { twoFactorResetMessages } from '@pilotage/domain';
import { call } from '../support/http';
import { ADMIN_PASSWORD, type TestServer, type Tokens, withTestServer } from '../support/server';
import { TEST_JWT_SECRET } from '../support/secrets';
import { enableTwoFactor } from '../support/two-factor';

// « If the victim is the only Admin, nobody can remove it without the database »: the server's
// shell can, with `npm run admin:reset-2fa -- <username>` (the built script, run as npm runs it).

const SCRIPT = path.join(__dirname, '..', '..', 'gateway', 'dist', 'src', 'scripts', 'reset-two-factor.js');

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => {
  server = s;
  tokens = t;
});

async function runScript(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-reset-2fa-'));
  try {
    const child = spawn(process.execPath, [SCRIPT, ...args], {
      env: {
        PATH: process.env.PATH ?? '',
        HOME: os.tmpdir(),
        DATABASE_URL: server.databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    return { code, stdout, stderr };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('npm run admin:reset-2fa', () => {
  it("removes the only Admin's two-factor sign-in, ends their sessions and journals it as the system", async () => {
    await enableTwoFactor(server.url, tokens.admin, ADMIN_PASSWORD);
    const run = await runScript('ADMIN');
    expect(run).toEqual({ code: 0, stdout: `${twoFactorResetMessages.reset('admin')}\n`, stderr: '' });
    expect(await server.sql('select totp_secret, totp_enabled_at from users where id = 1')).toEqual([
      { totp_secret: null, totp_enabled_at: null },
    ]);
    expect(await server.sql('select 1 from user_recovery_codes')).toEqual([]);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).status).toBe(401);
    expect(
      await server.sql(
        `select actor_id, actor_username, ip, entity_id from audit_log where action = 'two_factor_disabled'`,
      ),
    ).toEqual([{ actor_id: null, actor_username: null, ip: null, entity_id: '1' }]);
    const signIn = await call(server.url, 'POST', '/api/login', {
      body: { username: 'admin', password: ADMIN_PASSWORD },
    });
    expect(Object.keys(signIn.body)).toEqual(['access_token']);
  });

  it('answers an unknown user with a French line and exit code 1, changing nothing', async () => {
    const run = await runScript('personne');
    expect(run).toEqual({ code: 1, stdout: '', stderr: `${twoFactorResetMessages.unknownUser('personne')}\n` });
    expect((await runScript()).code).toBe(1);
    expect((await call(server.url, 'GET', '/api/me', { token: tokens.admin })).status).toBe(200);
  });
});
