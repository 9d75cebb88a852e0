import { apiMessages } from '@pilotage/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';

export interface Readiness {
  /** Set once migrations are applied; false while starting and while shutting down. */
  ready: boolean;
}

export function healthRoutes(app: FastifyInstance, deps: AppDeps, readiness: Readiness) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    if (!readiness.ready) return reply.code(503).send({ status: 'unavailable', error: apiMessages.starting });
    try {
      await query(deps.orm.em, 'select 1');
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', error: apiMessages.databaseUnreachable });
    }
  });
}
