import crypto from 'node:crypto';
import { createLogger } from '../../gateway/src/kernel/logging/logger';
import { call } from '../support/http';
import { type TestServer, startTestServer } from '../support/server';

// What the gateway logs, through the logger main.ts uses.
const lines: string[] = [];
const log = createLogger('info', { write: (line: string) => void lines.push(line) });

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, log);
});
beforeEach(() => {
  lines.length = 0;
});
afterAll(() => server.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const withRequestId = (id: string) => call(server.url, 'GET', '/healthz', { headers: { 'x-request-id': id } });

describe('X-Request-Id', () => {
  it.each([
    ['6 KB long', 'a'.repeat(6 * 1024)],
    ['65 characters', 'b'.repeat(65)],
    ['with spaces and quotes', 'abc "def" ghi'],
    ['with a line of log forged in it', 'x\\n{"level":50,"msg":"forged"}'],
    ['with a slash and a dot', '../../etc/passwd'],
  ])('replaces an id %s by a new UUID, neither echoed nor logged', async (_, given) => {
    const response = await withRequestId(given);
    expect(response.status).toBe(200);
    const answered = response.headers.get('x-request-id')!;
    expect(answered).toMatch(UUID);
    expect(answered).not.toBe(given);
    expect(lines.join('')).not.toContain(given);
    expect(lines.join('')).toContain(answered);
  });

  it.each([
    ['a UUID', crypto.randomUUID()],
    ['a short token', 'trace_01-ABC'],
    ['64 characters', 'c'.repeat(64)],
  ])('keeps %s, echoed and logged as given', async (_, given) => {
    const response = await withRequestId(given);
    expect(response.headers.get('x-request-id')).toBe(given);
    expect(lines.join('')).toContain(`"reqId":"${given}"`);
  });

  it('gives a new UUID to a request without one', async () => {
    const response = await call(server.url, 'GET', '/healthz');
    expect(response.headers.get('x-request-id')).toMatch(UUID);
  });
});
