import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loginAdmin } from '../support/actors';
import { call, type ApiResponse } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

const ASSET = '/assets/index-Ab12Cd34.js';

/** A built client in miniature: the real web/index.html (with its nonce placeholder) and one hashed asset. */
function webDistFixture(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-web-'));
  fs.copyFileSync(path.resolve(__dirname, '../../web/index.html'), path.join(dir, 'index.html'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, ASSET), 'console.log("Pilotage");\n');
  return dir;
}

/** The Content-Security-Policy header as directive → sources. */
function csp(response: ApiResponse): Record<string, string[]> {
  const header = response.headers.get('content-security-policy') ?? '';
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

const BASE_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ['blob:'],
  'frame-src': ['blob:'],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** What every answer carries, whatever it is. */
function expectSecurityHeaders(response: ApiResponse) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  // Plain HTTP: a Strict-Transport-Security header would be meaningless.
  expect(response.headers.get('strict-transport-security')).toBeNull();
}

function expectApiHeaders(response: ApiResponse) {
  expectSecurityHeaders(response);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(csp(response)).toEqual(BASE_POLICY);
}

/** The nonce of the page's <meta property="csp-nonce">. */
const pageNonce = (html: string) => /<meta property="csp-nonce" nonce="([^"]*)"/.exec(html)?.[1];

describe('security headers', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = webDistFixture();
    server = await startTestServer({ webDist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('REST answers are never cached and carry the strict policy', async () => {
    const me = await call(server.url, 'GET', '/api/me', { token: await loginAdmin(server) });
    expect(me.status).toBe(200);
    expectApiHeaders(me);
  });

  it('GraphQL answers, GET and POST, are never cached', async () => {
    const post = await call(server.url, 'POST', '/graphql', { body: { query: '{ __typename }' } });
    expect(post.status).toBe(200);
    expect(post.body.data).toEqual({ __typename: 'Query' });
    expectApiHeaders(post);
    const get = await call(server.url, 'GET', '/graphql?query=%7B__typename%7D', {
      headers: { 'apollo-require-preflight': 'true' },
    });
    expect(get.body.data).toEqual({ __typename: 'Query' });
    expectApiHeaders(get);
  });

  it('error answers are never cached either', async () => {
    const unauthenticated = await call(server.url, 'GET', '/api/me');
    expect(unauthenticated.status).toBe(401);
    expectApiHeaders(unauthenticated);
    const malformed = await call(server.url, 'POST', '/api/login', { rawBody: '{"username":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Corps de requête JSON invalide.' });
    expectApiHeaders(malformed);
    const unknown = await call(server.url, 'GET', '/api/inconnue');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Ressource introuvable.' });
    expectApiHeaders(unknown);
    const badQuery = await call(server.url, 'POST', '/graphql', { body: { query: '{ champInconnu }' } });
    expect(badQuery.status).toBe(400);
    expectApiHeaders(badQuery);
  });

  it('index.html gets a fresh style nonce on every answer, the one its policy allows', async () => {
    const nonces = new Set<string>();
    for (const url of ['/', '/dashboard', '/tasks?page=2', '/index.html', '/']) {
      const page = await call(server.url, 'GET', url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(page.headers.get('cache-control')).toBe('no-cache');
      expectSecurityHeaders(page);
      const nonce = pageNonce(page.body);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(page.body).not.toContain('__CSP_NONCE__');
      expect(csp(page)).toEqual({ ...BASE_POLICY, 'style-src': ["'self'", `'nonce-${nonce}'`] });
      nonces.add(nonce!);
    }
    expect(nonces.size).toBe(5);
  });

  it('hashed static assets are cached for good, still under the policy', async () => {
    const asset = await call(server.url, 'GET', ASSET);
    expect(asset.status).toBe(200);
    expect(asset.body).toBe('console.log("Pilotage");\n');
    expect(asset.headers.get('content-type')).toMatch(/^text\/javascript|^application\/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    expect(csp(asset)).toEqual(BASE_POLICY);
  });

  it('gives slow or stalled clients bounded time (slowloris)', () => {
    const http = server.app.server;
    expect(http.headersTimeout).toBe(15_000);
    expect(http.requestTimeout).toBe(30_000);
    expect(http.keepAliveTimeout).toBe(72_000);
    expect(http.timeout).toBe(120_000);
  });

  it('ignores X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const page = await call(server.url, 'GET', '/', { headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('behind a trusted TLS-terminating proxy', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: ['127.0.0.1'] });
  });
  afterAll(() => server?.close());

  it('sends Strict-Transport-Security only to requests that came over HTTPS', async () => {
    const https = await call(server.url, 'GET', '/healthz', { headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    const http = await call(server.url, 'GET', '/healthz', { headers: { 'x-forwarded-proto': 'http' } });
    expect(http.headers.get('strict-transport-security')).toBeNull();
  });
});
