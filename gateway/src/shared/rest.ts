import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, type Context, createContext } from '../context';
import { type Operation, documented } from '../openapi/operation';
import { camelizeKeys, snakeizeKeys } from './case';
import { clientAddress } from './client-address';
import type { Page } from './pagination';

type Handler = (ctx: Context, request: FastifyRequest) => Promise<unknown> | unknown;

/** Request body with its keys turned to camelCase, for a service's input class. */
export const body = (request: FastifyRequest): unknown => camelizeKeys(request.body ?? {});
export const query = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;
export const params = (request: FastifyRequest): Record<string, unknown> => (request.params ?? {}) as Record<string, unknown>;

export function isPage(value: unknown): value is Page<unknown> {
  return typeof value === 'object' && value !== null && 'items' in value && 'total' in value && Array.isArray((value as Page<unknown>).items);
}

/**
 * The REST facade's whole job: build the request's context, call the service, answer in
 * snake_case. A page answers with its rows and the `X-Total-Count` header. Every route says what
 * it takes and answers (`Operation`): its OpenAPI documentation, and its answers' serializer.
 */
export function restRoutes(app: FastifyInstance, deps: AppDeps) {
  const answer =
    (handler: Handler, status = 200) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = await createContext(deps, request.headers.authorization, clientAddress(request));
      const result = await handler(ctx, request);
      reply.code(status);
      if (reply.statusCode === 204) return reply.send();
      if (isPage(result)) {
        reply.header('X-Total-Count', String(result.total));
        return snakeizeKeys(result.items);
      }
      return snakeizeKeys(result);
    };
  const route = (method: string) => (url: string, handler: Handler, operation: Operation) =>
    app.route({ method, url, ...documented(app, method, url, operation), handler: answer(handler, operation.status) });
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE') };
}

export type RestRoutes = ReturnType<typeof restRoutes>;
