import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOT_TOKEN_CONTEXT, UNKNOWN_KEY_MESSAGE } from '../../gateway/src/kernel/credentials/stored-secrets';
import { Keyring, seal, useSecretKeys } from '../../gateway/src/kernel/credentials/secret-box';
import { ADMIN_PASSWORD_REQUIRED, GENERATED_PASSWORD_FILE } from '../../gateway/src/features/users/first-admin';
import { readyUrl, spawnGateway, startGateway, stopGateway } from '../support/gateway-process';
import { call } from '../support/http';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';
import { createTestDatabase } from '../support/server';
import { Client } from 'pg';

// Real processes over a fresh database each, their output a pipe as under a container runtime.
jest.setTimeout(120_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-first-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a first start on an empty database', () => {
  it('in production without ADMIN_PASSWORD refuses with one French sentence, creates nothing and prints no password', async () => {
    const database = await createTestDatabase();
    try {
      const gateway = spawnGateway({
        NODE_ENV: 'production',
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SECRETS_KEY: TEST_SECRETS_KEY,
      });
      expect(await gateway.exited).not.toBe(0);
      expect(gateway.errors().trim()).toBe(ADMIN_PASSWORD_REQUIRED);
      expect(gateway.output()).not.toMatch(/Premier compte Admin|Pilotage est prêt|"msg":"ready"/);
      expect(fs.existsSync(path.join(dataDir, GENERATED_PASSWORD_FILE))).toBe(false);
    } finally {
      await database.drop();
    }
  });

  it('without a terminal writes a JSON "ready" line, no banner, and keeps a generated password out of the output', async () => {
    const database = await createTestDatabase();
    try {
      const gateway = await startGateway({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
      });
      const output = gateway.output();
      expect(readyUrl(output)).toBe(gateway.url);
      expect(output).not.toMatch(/Pilotage est prêt|Premier compte Admin/);
      for (const line of output.split('\n').filter((l) => l.trim() !== ''))
        expect(() => JSON.parse(line)).not.toThrow();

      const file = path.join(dataDir, GENERATED_PASSWORD_FILE);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, 'utf8').trim();
      expect(output).not.toContain(password);
      expect((await call(gateway.url, 'POST', '/api/login', { body: { username: 'admin', password } })).status).toBe(
        200,
      );
      expect(await stopGateway(gateway)).toBe(0);
    } finally {
      await database.drop();
    }
  });
});

describe('a start with another SECRETS_KEY than the one that sealed the stored secrets', () => {
  it('refuses with one French sentence rather than serve secrets it cannot read', async () => {
    const database = await createTestDatabase();
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      useSecretKeys(new Keyring(TEST_SECRETS_KEY));
      await client.query("insert into settings (key, value) values ('telegram_bot_token', $1)", [
        seal('123:jeton', BOT_TOKEN_CONTEXT),
      ]);
      const gateway = spawnGateway({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SECRETS_KEY: 'c0ffee5e1ec7ab1e9d8c7b6a5f4e3d2c1b0a99887766554433221100fedcba98',
        ADMIN_PASSWORD: 'secret-123',
      });
      expect(await gateway.exited).not.toBe(0);
      expect(gateway.errors().trim()).toBe(UNKNOWN_KEY_MESSAGE);
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
