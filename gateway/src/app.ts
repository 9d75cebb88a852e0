import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes';
import { employeesRoutes } from './employees/employees.routes';
import { financialsRoutes } from './financials/financials.routes';
import type { AppDeps } from './context';
import { mountGraphql } from './graphql/server';
import { healthRoutes, type Readiness } from './health/health.routes';
import { invoiceSettingsRoutes } from './invoice-settings/invoice-settings.routes';
import { performanceRoutes } from './performance/performance.routes';
import { registerMetrics } from './metrics/metrics';
import { settingsRoutes } from './settings/settings.routes';
import { installErrorHandlers } from './shared/http-errors';
import { restRoutes } from './shared/rest';
import { telegramRoutes } from './notifications/telegram.routes';
import { signupTokensRoutes } from './signup-tokens/signup-tokens.routes';
import { tasksRoutes } from './tasks/tasks.routes';
import { usersRoutes } from './users/users.routes';
import { webVitalsRoutes } from './web-vitals/web-vitals.routes';

export const BODY_LIMIT = 1_048_576;

/** The whole HTTP surface, not yet listening: main.ts listens, tests use a port of their own. */
export async function createApp(deps: AppDeps, readiness: Readiness = { ready: true }): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.log as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT,
    trustProxy: deps.config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // Idle keep-alive sockets must not hold a shutdown open.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandlers(app);
  healthRoutes(app, deps, readiness);
  registerMetrics(app);

  webVitalsRoutes(app);
  const rest = restRoutes(app, deps);
  authRoutes(rest);
  usersRoutes(rest);
  signupTokensRoutes(rest);
  settingsRoutes(rest);
  telegramRoutes(rest);
  invoiceSettingsRoutes(rest);
  employeesRoutes(rest);
  tasksRoutes(rest);
  financialsRoutes(rest);
  performanceRoutes(rest);
  await mountGraphql(app, deps);
  await serveWebClient(app, deps.config.webDist);
  return app;
}

/** The built web client at `/`, with client routes falling back to index.html. */
async function serveWebClient(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasClient = fs.existsSync(index);
  if (hasClient) await app.register(fastifyStatic, { root: webDist, wildcard: false, index: ['index.html'] });
  app.setNotFoundHandler((request, reply) => {
    const apiCall = request.url.startsWith('/api/') || request.url === '/api' || request.url.startsWith('/graphql');
    if (!apiCall && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.type('text/html; charset=utf-8').sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Ressource introuvable.' });
  });
}
