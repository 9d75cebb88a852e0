import { Gauge, register } from 'prom-client';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const scrape = async () => {
  const response = await call(server.url, 'GET', '/metrics');
  expect(response.status).toBe(200);
  return response.body as string;
};

describe('GET /metrics', () => {
  it('answers in the Prometheus text format, without authentication', async () => {
    const response = await call(server.url, 'GET', '/metrics', { headers: { authorization: 'Bearer not-a-token' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(/^# HELP /m);
  });

  it('includes the process metrics', async () => {
    const text = await scrape();
    for (const name of ['process_cpu_seconds_total', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds', 'nodejs_heap_size_used_bytes']) {
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
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz",status_code="200"\} \d+/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="PUT",route="\/api\/users\/:id",status_code="401"\} \d+/m);
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
