import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { negotiate } from '@fastify/accept-negotiator';

/** The placeholder of web/index.html that each answer replaces with a fresh style nonce. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

const HSTS = 'max-age=31536000; includeSubDomains';

/** `/api/*` and `/graphql`: answers about one user at one moment, never to be cached. */
export const isApiUrl = (url: string) => /^\/(api|graphql)(\/|\?|$)/.test(url);

/**
 * The Content-Security-Policy of every answer. The access token sits in localStorage, so the
 * policy is the backstop against injected script: scripts only from the gateway's own files,
 * styles from its files or from the <style> tags emotion writes with the page's nonce.
 * Explicit (no helmet defaults): `upgrade-insecure-requests` would break plain-HTTP installs.
 */
function cspDirectives(styleNonce?: string) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    scriptSrcAttr: ["'none'"],
    styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    // 'self' also lets the page open WebSockets to its own host (later GraphQL subscriptions).
    connectSrc: ["'self'"],
    // A stored PDF shown in the browser's viewer (« Factures fournisseurs »): only as a blob URL the
    // page made itself from the gateway's answer (Chromium's viewer is a frame inside the object);
    // no plugin content or frame from anywhere else.
    objectSrc: ['blob:'],
    frameSrc: ['blob:'],
    baseUri: ["'none'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * The headers helmet writes with `options`, computed once: they are the same for every answer
 * (@fastify/helmet would rebuild helmet's middlewares, parsing the policy, on every request).
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const cspHeader = (styleNonce: string) =>
  helmetHeaders({ contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(styleNonce) } })[
    'content-security-policy'
  ];

const SECURITY_HEADERS = helmetHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: cspDirectives() },
  // Sent only to HTTPS requests (below): over plain HTTP it would be ignored at best.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
  referrerPolicy: { policy: 'no-referrer' },
  crossOriginOpenerPolicy: { policy: 'same-origin' },
});

/** helmet's headers on every answer, HSTS over HTTPS only, and no caching of API answers. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  // onRequest, so that every answer has them, errors and not-found included.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // request.protocol follows X-Forwarded-Proto from trusted proxies only.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
  // onSend, so that error answers and whatever a handler (Apollo) set are covered too.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}

/** Long caching for Vite's content-hashed files, revalidation for anything else. */
export function staticCacheControl(file: string, assetsDir: string): string {
  return file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Sends the web client's index.html (text read once at start) with a fresh nonce in its
 * `<meta property="csp-nonce">`, which the client gives emotion for its <style> tags, and the
 * same nonce in this answer's style-src.
 */
export function indexHtmlSender(html: string): (reply: FastifyReply) => FastifyReply {
  const parts = html.split(CSP_NONCE_PLACEHOLDER);
  if (parts.length < 2)
    throw new Error(
      `index.html du client web sans l'emplacement ${CSP_NONCE_PLACEHOLDER} : reconstruisez-le (npm run build -w web).`,
    );
  return (reply) => {
    const nonce = crypto.randomBytes(16).toString('base64');
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', cspHeader(nonce))
      .header('vary', 'accept-encoding');
    const html = parts.join(nonce);
    const encoding =
      html.length >= COMPRESS_FROM
        ? (negotiate(reply.request.headers['accept-encoding'] ?? '', ['br', 'gzip']) as 'br' | 'gzip' | null)
        : null;
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(encoding === 'br' ? brotli(html) : zlib.gzipSync(html));
  };
}

/**
 * The pages are made per answer (their nonce), so they are compressed per answer, quickly: a few
 * kilobytes with the sign-in form in them (web/scripts/prerender-pages.mjs), a slow phone's first paint.
 */
const COMPRESS_FROM = 1024;
const brotli = (text: string) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
