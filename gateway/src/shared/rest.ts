import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, type Context, createContext } from '../context';
import { camelizeKeys, snakeizeKeys } from './case';
import { clientAddress } from './client-address';
import type { Page } from './pagination';

type Handler = (ctx: Context, request: FastifyRequest) => Promise<unknown> | unknown;

export interface RouteOptions {
  /** Status of a successful answer: 201 for creations, 204 for an answer without a body. */
  status?: number;
}

/** Request body with its keys turned to camelCase, for a service's input class. */
export const body = (request: FastifyRequest): unknown => camelizeKeys(request.body ?? {});
export const query = (request: FastifyRequest): Record<string, unknown> => (request.query ?? {}) as Record<string, unknown>;
export const params = (request: FastifyRequest): Record<string, unknown> => (request.params ?? {}) as Record<string, unknown>;

export function isPage(value: unknown): value is Page<unknown> {
  return typeof value === 'object' && value !== null && 'items' in value && 'total' in value && Array.isArray((value as Page<unknown>).items);
}

/**
 * The REST facade's whole job: build the request's context, call the service, answer in
 * snake_case. A page answers with its rows and the `X-Total-Count` header.
 */
export function restRoutes(app: FastifyInstance, deps: AppDeps) {
  const answer = (handler: Handler, options: RouteOptions = {}) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = await createContext(deps, request.headers.authorization, clientAddress(request));
      const result = await handler(ctx, request);
      reply.code(options.status ?? 200);
      if (reply.statusCode === 204) return reply.send();
      if (isPage(result)) {
        reply.header('X-Total-Count', String(result.total));
        return snakeizeKeys(result.items);
      }
      return snakeizeKeys(result);
    };
  return {
    get: (path: string, handler: Handler, options?: RouteOptions) => app.get(path, answer(handler, options)),
    post: (path: string, handler: Handler, options?: RouteOptions) => app.post(path, answer(handler, options)),
    put: (path: string, handler: Handler, options?: RouteOptions) => app.put(path, answer(handler, options)),
    delete: (path: string, handler: Handler, options?: RouteOptions) => app.delete(path, answer(handler, options)),
  };
}

export type RestRoutes = ReturnType<typeof restRoutes>;
