import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppDeps } from '../kernel/context/context';
import { mountGraphql } from '../transports/graphql/server';
import { graphqlSchema } from './graphql-schema';
import { healthRoutes, type Readiness } from '../features/health/health.routes';
import { mountLive } from '../transports/graphql/live-server';
import { registerMetrics } from '../transports/http/metrics';
import { registerRestApi } from './rest-api';
import { clientErrorHandler, installErrorHandlers } from '../transports/http/http-errors';
import { databaseAnswers } from '../kernel/database/sql';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { requestLogger } from '../kernel/logging/request-logger';
import {
  indexHtmlSender,
  isApiUrl,
  registerSecurityHeaders,
  staticCacheControl,
} from '../transports/http/security-headers';
import { trustProxyOption } from '../transports/http/client-address';
import { requestId } from '../transports/http/request-id';
import { lazySerializers } from '../transports/http/lazy-serializers';

export const BODY_LIMIT = 1_048_576;

/** The whole HTTP surface, not yet listening: main.ts listens, tests use a port of their own. */
export async function createApp(deps: AppDeps, readiness: Readiness = { ready: true }): Promise<FastifyInstance> {
  const serializers = lazySerializers();
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: serializers.buildSerializer } },
    loggerInstance: deps.log as FastifyBaseLogger,
    childLoggerFactory: (logger, bindings, options) =>
      requestLogger(logger as Logger, bindings, options) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: trustProxyOption(deps.config.trustProxy),
    // The client's X-Request-Id only when it is short and plain (shared/request-id.ts).
    requestIdHeader: false,
    genReqId: requestId,
    // Idle keep-alive sockets must not hold a shutdown open.
    forceCloseConnections: 'idle',
    // Slow or stalled clients must not hold sockets: request headers within 15 s, the whole
    // request within 30 s, idle sockets closed after 2 min; keep-alive longer than the usual
    // 60 s of load balancers, so they never reuse a socket the gateway is closing.
    http: { headersTimeout: 15_000 },
    requestTimeout: 30_000,
    connectionTimeout: 120_000,
    keepAliveTimeout: 72_000,
    return503OnClosing: true,
    // Refusals of Node's HTTP parser (oversized request line or headers, timeouts) in French too.
    clientErrorHandler,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('compileResponseSerializers', serializers.compileAll);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandlers(app, () => databaseAnswers(deps.orm.em.fork() as EntityManager));
  registerSecurityHeaders(app);
  healthRoutes(app, deps, readiness);
  registerMetrics(app, deps.config);

  await registerRestApi(app, deps);
  await mountGraphql(app, deps, await graphqlSchema());
  // Subscriptions over WebSocket on the same /graphql (HTTP upgrade), fed by LISTEN/NOTIFY.
  await mountLive(app, deps, await graphqlSchema());
  await serveWebClient(app, deps.config.webDist);
  return app;
}

/**
 * The built web client at `/`. index.html (`/`, `/index.html` and every client route) goes
 * only through the not-found handler, which gives each answer its CSP nonce.
 */
async function serveWebClient(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const sendIndex = fs.existsSync(index) ? indexHtmlSender(fs.readFileSync(index, 'utf8')) : null;
  // The same page with a screen already in its HTML (web/scripts/prerender-pages.mjs): the sign-in form for
  // /login, and for the signed-in pages' first load (/ and /dashboard) their shell with the dashboard waiting
  // for its figures. A visitor without a session leaves that one for /login as from index.html.
  const prerendered = (file: string) => {
    const built = path.join(webDist, file);
    return sendIndex && fs.existsSync(built) ? indexHtmlSender(fs.readFileSync(built, 'utf8')) : null;
  };
  const sendLogin = prerendered('login.html');
  if (sendLogin) app.get('/login', (_request, reply) => sendLogin(reply));
  const sendSignedIn = prerendered('signed-in.html');
  if (sendSignedIn) for (const url of ['/', '/dashboard']) app.get(url, (_request, reply) => sendSignedIn(reply));
  if (sendIndex) {
    const assetsDir = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      globIgnore: ['index.html', 'login.html', 'signed-in.html'],
      cacheControl: false,
      // web/precompress.ts wrote file.br and file.gz at build time: chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      // setHeader returns the reply, a thenable that would wait for the answer: nothing to wait for here.
      setHeaders: (response, file) => {
        void response.setHeader('cache-control', staticCacheControl(file, assetsDir));
        // Every file's answer depends on Accept-Encoding (compressed copy or not): shared caches must know.
        void response.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (!isApiUrl(request.url) && sendIndex && (request.method === 'GET' || request.method === 'HEAD'))
      return sendIndex(reply);
    return reply.code(404).send({ error: 'Ressource introuvable.' });
  });
}
