import crypto from 'node:crypto';
import pino from 'pino';
import { Gauge, register } from 'prom-client';
import {
  METRICS_UNAUTHORIZED_MESSAGE,
  type MetricsServer,
  startMetricsServer,
} from '../../gateway/src/transports/http/metrics';
import { call } from '../support/http';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';
import { createTestDatabase, startTestServer, type TestServer } from '../support/server';
import { freePort, startGatewayProcess } from './support/gateway-process';

// Without METRICS_PORT, /metrics on the main port is for the holder of METRICS_TOKEN only.
const METRICS_TOKEN = 'jeton-de-metriques-' + crypto.randomBytes(8).toString('hex');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ metricsToken: METRICS_TOKEN });
});
afterAll(() => server.close());

const scrape = async () => {
  const response = await call(server.url, 'GET', '/metrics', { token: METRICS_TOKEN });
  expect(response.status).toBe(200);
  return response.body as string;
};

describe('GET /metrics on the main port, with METRICS_TOKEN', () => {
  it('answers 401 in French without the token or with another one', async () => {
    for (const token of [undefined, 'not-the-token', METRICS_TOKEN.slice(0, -1), METRICS_TOKEN + 'x']) {
      const response = await call(server.url, 'GET', '/metrics', { token });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ error: METRICS_UNAUTHORIZED_MESSAGE });
      expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    }
    expect(METRICS_UNAUTHORIZED_MESSAGE).toBe('Accès aux métriques refusé : jeton METRICS_TOKEN manquant ou invalide.');
  });

  it('answers in the Prometheus text format with the token', async () => {
    const response = await call(server.url, 'GET', '/metrics', { token: METRICS_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/^# HELP /m);
  });
});

describe('GET /metrics on the main port, without METRICS_TOKEN', () => {
  it.each([
    ['neither METRICS_PORT nor METRICS_TOKEN', { metricsToken: null, metricsPort: null }],
    ['METRICS_PORT (even with a token)', { metricsToken: METRICS_TOKEN, metricsPort: 9464 }],
  ])('answers 404 with %s, not the web client', async (_, overrides) => {
    const other = await startTestServer({ databaseUrl: server.databaseUrl, ...overrides });
    try {
      for (const token of [undefined, METRICS_TOKEN]) {
        const response = await call(other.url, 'GET', '/metrics', { token, headers: { accept: 'text/html' } });
        expect(response.status).toBe(404);
        expect(response.body).toEqual({ error: 'Ressource introuvable.' });
      }
    } finally {
      await other.close();
    }
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  let metrics: MetricsServer;
  beforeAll(async () => {
    metrics = await startMetricsServer({ host: '127.0.0.1', port: 0 }, pino({ level: 'silent' }));
  });
  afterAll(() => metrics.close());

  it('serves /metrics without a token, and nothing else', async () => {
    await call(server.url, 'GET', '/healthz');
    const response = await call(metrics.url, 'GET', '/metrics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    // The same registry as the main port counts in.
    expect(response.body).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status_code="200"\} \d+/m);
    for (const path of ['/', '/healthz', '/api/me', '/graphql'])
      expect((await call(metrics.url, 'GET', path)).status).toBe(404);
  });

  it('starts and stops with the built gateway, which still exits 0 on SIGTERM', async () => {
    const database = await createTestDatabase();
    const metricsPort = await freePort();
    const gateway = await startGatewayProcess({
      DATABASE_URL: database.url,
      JWT_SECRET: TEST_JWT_SECRET,
      SECRETS_KEY: TEST_SECRETS_KEY,
      METRICS_PORT: String(metricsPort),
      ADMIN_PASSWORD: 'metrics-admin',
    });
    try {
      const scraped = await call(`http://127.0.0.1:${metricsPort}`, 'GET', '/metrics');
      expect(scraped.status).toBe(200);
      expect(scraped.body).toMatch(/^process_cpu_seconds_total /m);
      expect((await call(gateway.url, 'GET', '/metrics')).status).toBe(404);
    } finally {
      expect(await gateway.stop()).toBe(0);
      await database.drop();
    }
    await expect(fetch(`http://127.0.0.1:${metricsPort}/metrics`)).rejects.toThrow();
  }, 90_000);
});

describe('what /metrics holds', () => {
  it('includes the process metrics', async () => {
    const text = await scrape();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toMatch(new RegExp(`^${name} `, 'm'));
    }
  });

  it('counts and times requests by method, route pattern and status, never by raw URL', async () => {
    await call(server.url, 'PUT', '/api/users/4242', { body: {} });
    await call(server.url, 'GET', '/healthz');
    await call(server.url, 'GET', '/no/such/page/4242?x=1', { headers: { accept: 'application/json' } });
    const text = await scrape();
    expect(text).toMatch(/^http_requests_total\{method="PUT",route="\/api\/users\/:id",status_code="401"\} \d+/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/healthz",status_code="200"\} \d+/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz",status_code="200"\} \d+/m,
    );
    expect(text).toMatch(
      /^http_request_duration_seconds_count\{method="PUT",route="\/api\/users\/:id",status_code="401"\} \d+/m,
    );
    // Unmatched URLs share one series, so random URLs cannot grow the page without bound.
    expect(text).toMatch(/route="\(unmatched\)"/);
    expect(text).not.toContain('4242');
  });

  it('serves every metric of the default registry, whichever module registered it', async () => {
    const gauge = new Gauge({ name: 'pilotage_test_gauge', help: 'Registered by another module.' });
    gauge.set(7);
    try {
      expect(await scrape()).toMatch(/^pilotage_test_gauge 7$/m);
    } finally {
      register.removeSingleMetric('pilotage_test_gauge');
    }
  });
});
