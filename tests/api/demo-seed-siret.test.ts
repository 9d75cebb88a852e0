import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { isValidSiret } from '@pilotage/domain';
import { call } from '../support/http';
import { type TestServer, type Tokens, withTestServer } from '../support/server';

let server: TestServer;
let tokens: Tokens;
withTestServer((s, t) => ((server = s), (tokens = t)));

const SEED = path.resolve(__dirname, '../../gateway/dist/src/scripts/seed-demo.js');

/** `npm run seed:demo` as a user runs it, on the test database. */
const seedDemo = () =>
  promisify(execFile)(process.execPath, [SEED], {
    env: { ...process.env, DATABASE_URL: server.databaseUrl, ADMIN_PASSWORD: 'mot-de-passe-admin', LOG_LEVEL: 'error' },
  });

const settings = async () =>
  (await call(server.url, 'GET', '/api/invoice-settings', { token: tokens.manager })).body as Record<string, unknown>;

describe('the demo seed', () => {
  it('fills a valid SIRET into settings saved without one, keeping what was typed', async () => {
    await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.admin,
      body: { company_name: 'Ma Société', company_address1: '1 rue Neuve' },
    });
    await seedDemo();
    const after = await settings();
    expect(after).toMatchObject({ company_name: 'Ma Société', company_address1: '1 rue Neuve' });
    expect(isValidSiret(String(after.siret))).toBe(true);
  });

  it('leaves a SIRET already there as it is', async () => {
    await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.admin,
      body: { company_name: 'Ma Société', company_address1: '1 rue Neuve', siret: '732 829 320 00074' },
    });
    const before = (await settings()).siret;
    await seedDemo();
    expect((await settings()).siret).toBe(before);
  });

  it('gives a company seeded from nothing a SIRET the invoice issue accepts', async () => {
    await seedDemo();
    const seeded = await settings();
    expect(seeded.company_name).toBe('Atelier Démo');
    expect(isValidSiret(String(seeded.siret))).toBe(true);
  });
});
