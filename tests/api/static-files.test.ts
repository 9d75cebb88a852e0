import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { startTestServer, type TestServer } from '../support/server';

const SCRIPT = '/assets/index-Ab12Cd34.js';
const STYLE = '/assets/index-Ef56Gh78.css';
const TINY = '/assets/tiny-Ij90Kl12.js';
const ROBOTS = path.resolve(__dirname, '../../web/public/robots.txt');

// Big enough to be worth compressing, varied enough that br and gzip differ from the original.
const scriptText = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i * 7} + "Pilotage";`).join('\n');
const styleText = Array.from({ length: 200 }, (_, i) => `.class-${i} { margin: ${i}px; }`).join('\n');

// The sign-in page as web/scripts/prerender-pages.mjs writes it: the form in the HTML, its styles with the nonce.
const loginHtml = fs
  .readFileSync(path.resolve(__dirname, '../../web/index.html'), 'utf8')
  .replace('</head>', '<style nonce="__CSP_NONCE__">.css-form{margin:0}</style></head>')
  .replace(
    '<div id="root"></div>',
    `<div id="root"><main><h1>Connexion Manager</h1>${'<p>Pilotage</p>'.repeat(200)}</main></div>`,
  );

// The signed-in shell as the same script writes it (signed-in.html): the dashboard's heading and placeholders.
const signedInHtml = fs
  .readFileSync(path.resolve(__dirname, '../../web/index.html'), 'utf8')
  .replace('</head>', '<style nonce="__CSP_NONCE__">.css-shell{margin:0}</style></head>')
  .replace(
    '<div id="root"></div>',
    `<div id="root" data-prerendered-page="signed-in"><main><h1>Tableau de Bord Principal</h1>${'<p>…</p>'.repeat(200)}</main></div>`,
  );

/** A built client in miniature, precompressed by the build's own step. */
async function webDistFixture(): Promise<string> {
  // web/ is an ES module package: its build step is loaded by path (jest compiles it to CommonJS), typed from its source.
  const { precompressDirectory }: typeof import('../../web/precompress.js', { with: { 'resolution-mode': 'import' } }) =
    await import(path.resolve(__dirname, '../../web/precompress'));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-web-'));
  fs.copyFileSync(path.resolve(__dirname, '../../web/index.html'), path.join(dir, 'index.html'));
  fs.copyFileSync(ROBOTS, path.join(dir, 'robots.txt'));
  fs.writeFileSync(path.join(dir, 'login.html'), loginHtml);
  fs.writeFileSync(path.join(dir, 'signed-in.html'), signedInHtml);
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, SCRIPT), scriptText);
  fs.writeFileSync(path.join(dir, STYLE), styleText);
  fs.writeFileSync(path.join(dir, TINY), 'console.log(1);\n');
  precompressDirectory(dir);
  return dir;
}

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The bytes on the wire, not decoded. */
  body: Buffer;
}

/** A GET with exactly the Accept-Encoding given (fetch would add and decode its own). */
function rawGet(baseUrl: string, urlPath: string, acceptEncoding?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
    http
      .get(new URL(urlPath, baseUrl), { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
        response.on('error', reject);
      })
      .on('error', reject);
  });
}

const varies = (answer: RawAnswer) =>
  String(answer.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/);

describe('static files of the web client', () => {
  let server: TestServer;
  let webDist: string;
  beforeAll(async () => {
    webDist = await webDistFixture();
    server = await startTestServer({ webDist });
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('the build writes a brotli and a gzip copy of each text asset, not of index.html nor of tiny files', () => {
    for (const file of [SCRIPT, STYLE, '/robots.txt'].filter((name) => fs.statSync(webDist + name).size >= 256)) {
      expect(fs.existsSync(`${webDist}${file}.br`)).toBe(true);
      expect(fs.existsSync(`${webDist}${file}.gz`)).toBe(true);
    }
    expect(fs.existsSync(path.join(webDist, 'index.html.br'))).toBe(false);
    expect(fs.existsSync(path.join(webDist, 'index.html.gz'))).toBe(false);
    expect(fs.existsSync(`${webDist}${TINY}.br`)).toBe(false);
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
  ])('Accept-Encoding "%s" gets the %s copy, cached for good, varying on Accept-Encoding', async (accept, encoding) => {
    for (const [file, text, type] of [
      [SCRIPT, scriptText, /^(text|application)\/javascript/],
      [STYLE, styleText, /^text\/css/],
    ] as const) {
      const answer = await rawGet(server.url, file, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(type);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(answer)).toContain('accept-encoding');
      const decoded = encoding === 'br' ? zlib.brotliDecompressSync(answer.body) : zlib.gunzipSync(answer.body);
      expect(decoded.toString('utf8')).toBe(text);
      expect(answer.body.length).toBeLessThan(Buffer.byteLength(text) / 3);
    }
  });

  it('a client that accepts no encoding gets the plain file, also varying on Accept-Encoding', async () => {
    for (const accept of [undefined, 'identity']) {
      const answer = await rawGet(server.url, SCRIPT, accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.toString('utf8')).toBe(scriptText);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(varies(answer)).toContain('accept-encoding');
    }
  });

  it('a file without compressed copies is served plain whatever the client accepts', async () => {
    const answer = await rawGet(server.url, TINY, 'br, gzip');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('console.log(1);\n');
  });

  it('index.html is revalidated on every visit', async () => {
    for (const url of ['/', '/login', '/index.html']) {
      const answer = await rawGet(server.url, url, 'br, gzip');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
  });

  it('/login answers the page with the sign-in form built in, compressed, its styles under the nonce of its CSP', async () => {
    for (const [accept, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      [undefined, undefined],
    ] as const) {
      const answer = await rawGet(server.url, '/login', accept);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(varies(answer)).toContain('accept-encoding');
      const html = (
        encoding === 'br'
          ? zlib.brotliDecompressSync(answer.body)
          : encoding === 'gzip'
            ? zlib.gunzipSync(answer.body)
            : answer.body
      ).toString('utf8');
      expect(html).toContain('<h1>Connexion Manager</h1>');
      expect(html).not.toContain('__CSP_NONCE__');
      const nonce = /<style nonce="([^"]+)">/.exec(html)![1];
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}" />`);
      expect(answer.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    }
    // The other routes still get the empty page, the file itself is not served as it is.
    expect((await rawGet(server.url, '/dashboard')).body.toString('utf8')).not.toContain('Connexion Manager');
    expect((await rawGet(server.url, '/login.html')).body.toString('utf8')).not.toContain('__CSP_NONCE__');
  });

  it('/ and /dashboard answer the page with the signed-in shell built in, under the nonce of its CSP; other routes the empty page', async () => {
    for (const url of ['/', '/dashboard', '/dashboard?periode=mois']) {
      const answer = await rawGet(server.url, url, 'br, gzip');
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['content-encoding']).toBe('br');
      const html = zlib.brotliDecompressSync(answer.body).toString('utf8');
      expect(html).toContain('<h1>Tableau de Bord Principal</h1>');
      const nonce = /<style nonce="([^"]+)">/.exec(html)![1];
      expect(html).not.toContain('__CSP_NONCE__');
      expect(answer.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    }
    for (const url of ['/tasks', '/login', '/signed-in.html']) {
      const html = (await rawGet(server.url, url)).body.toString('utf8');
      expect(html).not.toContain('Tableau de Bord Principal');
      expect(html).not.toContain('__CSP_NONCE__');
    }
  });

  it('/robots.txt answers the robots file, not the application page', async () => {
    const answer = await rawGet(server.url, '/robots.txt');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    const text = answer.body.toString('utf8');
    expect(text).toBe(fs.readFileSync(ROBOTS, 'utf8'));
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Disallow: \/$/m);
    expect(text).not.toContain('<html');
  });
});
