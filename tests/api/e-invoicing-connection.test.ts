import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eInvoicingMessages } from '@pilotage/domain';
import { register } from 'prom-client';
import { forgetTokens } from '../../gateway/src/features/e-invoicing/flow-client';
import { everyone } from '../support/actors';
import { FAKE_PA_CLIENT_ID, FAKE_PA_CLIENT_SECRET, type FakePa, startFakePa } from '../support/fake-pa';
import { call, graphql } from '../support/http';
import { type TestServer, startTestServer } from '../support/server';

let fake: FakePa;
let server: TestServer;
let tokens: Awaited<ReturnType<typeof everyone>>;

beforeAll(async () => {
  fake = await startFakePa();
  server = await startTestServer();
  // One call may take 2 s here, so that the slow platform below needs no long wait.
  server.deps.config.eInvoicing = { ...server.deps.config.eInvoicing, timeoutSeconds: 2 };
});
beforeEach(async () => {
  await server.reset();
  fake.reset();
  forgetTokens();
  tokens = await everyone(server);
});
afterEach(() => expect(fake.violations).toEqual([]));
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const settings = (body: Record<string, unknown>, token = tokens.admin) =>
  call(server.url, 'PUT', '/api/settings/e-invoicing', { token, body });
const testConnection = (token = tokens.admin) =>
  call(server.url, 'POST', '/api/settings/e-invoicing/test', { token, body: {} });
const configureFake = (overrides: Record<string, unknown> = {}) =>
  settings({
    flow_url: fake.flowUrl,
    token_url: fake.tokenUrl,
    client_id: FAKE_PA_CLIENT_ID,
    client_secret: FAKE_PA_CLIENT_SECRET,
    ...overrides,
  });

describe('the settings « Facturation électronique »', () => {
  it('keeps the client secret sealed and never answers it', async () => {
    const saved = await configureFake({
      address_scheme: 'SIREN_SIRET',
      electronic_address: '732829320_73282932000074',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      flow_url: fake.flowUrl,
      token_url: fake.tokenUrl,
      client_id: FAKE_PA_CLIENT_ID,
      client_secret_set: true,
      address_scheme: 'SIREN_SIRET',
      effective_address: '732829320_73282932000074',
      configured: true,
    });
    const read = await call(server.url, 'GET', '/api/settings/e-invoicing', { token: tokens.admin });
    expect(JSON.stringify(read.body)).not.toContain(FAKE_PA_CLIENT_SECRET);
    const [row] = await server.sql<{ client_secret: string }>('select client_secret from e_invoicing_settings');
    expect(row.client_secret).toMatch(/^v1:/);
    expect(row.client_secret).not.toContain(FAKE_PA_CLIENT_SECRET);
    const journal = await server.sql<{ changes: unknown }>(
      `select changes from audit_log where entity_type = 'e_invoicing_settings'`,
    );
    expect(journal).toHaveLength(1);
    expect(JSON.stringify(journal)).not.toContain(FAKE_PA_CLIENT_SECRET);
  });

  it('keeps the secret when the field is absent, and takes the SIREN of the invoice settings by default', async () => {
    await configureFake();
    await call(server.url, 'PUT', '/api/invoice-settings', {
      token: tokens.admin,
      body: { siret: '732 829 320 00074' },
    });
    const saved = await settings({ client_id: 'other-client' });
    expect(saved.body).toMatchObject({ client_id: 'other-client', client_secret_set: true });
    expect(saved.body.effective_address).toBe('732829320');
    const cleared = await settings({ client_secret: '' });
    expect(cleared.body).toMatchObject({ client_secret_set: false, configured: false });
  });

  it('refuses a malformed address or URL in French, changing nothing', async () => {
    const badAddress = await settings({ address_scheme: 'SIREN', electronic_address: '12345' });
    expect(badAddress.status).toBe(400);
    expect(badAddress.body.error).toBe(eInvoicingMessages.addressInvalid.SIREN);
    const badUrl = await settings({ flow_url: 'ftp://pa.example' });
    expect(badUrl.status).toBe(400);
    expect(badUrl.body.error).toContain('Adresse du Flow Service');
    expect(await server.sql('select * from e_invoicing_settings')).toEqual([]);
  });

  it('is for Admins only', async () => {
    for (const token of [tokens.manager, tokens.employe]) {
      expect((await call(server.url, 'GET', '/api/settings/e-invoicing', { token })).status).toBe(403);
      expect((await settings({ client_id: 'x' }, token)).status).toBe(403);
      expect((await testConnection(token)).status).toBe(403);
    }
    const anonymous = await call(server.url, 'POST', '/api/settings/e-invoicing/test', { body: {} });
    expect(anonymous.status).toBe(401);
  });
});

describe('« Tester la connexion »', () => {
  it('asks a token, then the healthcheck, and keeps the token until it expires', async () => {
    await configureFake();
    const first = await testConnection();
    expect(first.body).toEqual({ ok: true, message: eInvoicingMessages.connectionOk, failed_step: null });
    expect(fake.calls.map((c) => [c.operationId, c.status])).toEqual([
      ['getToken', 200],
      ['getHealth', 200],
    ]);
    await testConnection();
    expect(fake.tokensIssued).toBe(1);
  });

  it('says when nothing is configured, without calling anyone', async () => {
    const answer = await testConnection();
    expect(answer.body).toEqual({ ok: false, message: eInvoicingMessages.notConfigured, failed_step: 'configuration' });
    expect(fake.calls).toEqual([]);
  });

  it('explains a refused secret (401)', async () => {
    await configureFake({ client_secret: 'wrong-secret' });
    const answer = await testConnection();
    expect(answer.body).toEqual({ ok: false, message: eInvoicingMessages.credentialsRefused, failed_step: 'token' });
  });

  it('explains an unknown host (DNS)', async () => {
    await configureFake({ token_url: 'http://pa-introuvable.invalid/oauth/token' });
    const answer = await testConnection();
    expect(answer.body.ok).toBe(false);
    expect(answer.body.message).toBe(eInvoicingMessages.dnsFailed('pa-introuvable.invalid'));
  });

  it('explains a certificate it cannot trust (TLS)', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pa-tls-'));
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    const tls = https.createServer(
      { key: fs.readFileSync(path.join(dir, 'key.pem')), cert: fs.readFileSync(path.join(dir, 'cert.pem')) },
      (_request, response) => response.end('{}'),
    );
    await new Promise<void>((resolve) => tls.listen(0, '127.0.0.1', resolve));
    try {
      const host = `127.0.0.1:${(tls.address() as AddressInfo).port}`;
      await configureFake({ token_url: `https://${host}/oauth/token` });
      const answer = await testConnection();
      expect(answer.body).toEqual({ ok: false, message: eInvoicingMessages.tlsFailed(host), failed_step: 'token' });
    } finally {
      tls.closeAllConnections();
      await new Promise((resolve) => tls.close(resolve));
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('explains a platform too slow to answer (timeout)', async () => {
    await configureFake();
    fake.delayMs = 4_000;
    const answer = await testConnection();
    expect(answer.body).toEqual({
      ok: false,
      message: eInvoicingMessages.timedOut(new URL(fake.url).host),
      failed_step: 'token',
    });
    fake.delayMs = 0;
  });

  it('explains a Flow Service that is down once the token is given', async () => {
    await configureFake();
    fake.failNext('getHealth', 1, 503);
    const answer = await testConnection();
    expect(answer.body).toEqual({
      ok: false,
      message: eInvoicingMessages.unavailable(503),
      failed_step: 'healthcheck',
    });
  });

  it('takes the platform from the environment when the screen leaves it empty', async () => {
    const saved = server.deps.config.eInvoicing;
    server.deps.config.eInvoicing = {
      ...saved,
      flowUrl: fake.flowUrl,
      tokenUrl: fake.tokenUrl,
      clientId: FAKE_PA_CLIENT_ID,
      clientSecret: FAKE_PA_CLIENT_SECRET,
    };
    try {
      const read = await call(server.url, 'GET', '/api/settings/e-invoicing', { token: tokens.admin });
      expect(read.body).toMatchObject({
        configured: true,
        client_secret_set: true,
        from_environment: ['flowUrl', 'tokenUrl', 'clientId', 'clientSecret'],
      });
      expect((await testConnection()).body.ok).toBe(true);
    } finally {
      server.deps.config.eInvoicing = saved;
    }
  });
});

describe('« Échanges avec la plateforme »', () => {
  it('lists every call, newest first, paginated, without a token or a secret', async () => {
    const healthchecks = async () =>
      (await register.getSingleMetric('pa_calls_total')?.get())?.values.find(
        (value) => value.labels.operation === 'healthcheck' && value.labels.status === '200',
      )?.value ?? 0;
    const before = await healthchecks();
    await configureFake();
    await testConnection();
    forgetTokens();
    await testConnection();
    const page = await call(server.url, 'GET', '/api/settings/e-invoicing/exchanges?limit=3', { token: tokens.admin });
    expect(page.status).toBe(200);
    expect(page.headers.get('x-total-count')).toBe('4');
    expect(page.body).toHaveLength(3);
    expect(page.body[0]).toMatchObject({ method: 'GET', path: '/flow-service/v1/healthcheck', status: 200 });
    expect(page.body[1]).toMatchObject({ method: 'POST', path: '/oauth/token', status: 200, flow_id: null });
    const rows = JSON.stringify(await server.sql('select * from e_invoicing_exchanges'));
    expect(rows).not.toContain(FAKE_PA_CLIENT_SECRET);
    for (const issued of fake.calls.map((c) => c.authorization?.replace('Bearer ', '')).filter(Boolean)) {
      expect(rows).not.toContain(issued);
    }
    const viaGraphql = await graphql(
      server.url,
      '{ eInvoicingExchanges(page: { limit: 10 }) { total items { method path status durationMs } } }',
      {},
      tokens.admin,
    );
    expect(viaGraphql.data.eInvoicingExchanges.total).toBe(4);
    expect((await healthchecks()) - before).toBe(2);
  });
});
