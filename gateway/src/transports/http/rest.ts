import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, type Context, createContext } from '../../kernel/context/context';
import { type Operation, documented } from './openapi/operation';
import { camelizeKeys, snakeizeKeys } from '../../kernel/helpers/case';
import { clientAddress } from './client-address';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { sendCsv } from './csv-export';
import type { Page } from '../../kernel/helpers/pagination';

type Handler = (ctx: Context, request: FastifyRequest) => Promise<unknown> | unknown;
type CsvHandler = (ctx: Context, request: FastifyRequest) => Promise<CsvExport> | CsvExport;
/** A document sent as it is: its media type, its `Content-Disposition`, its text. */
export interface FileAnswer {
  type: string;
  disposition: string;
  body: string | Buffer;
}
type FileHandler = (ctx: Context, request: FastifyRequest) => Promise<FileAnswer>;

/** Request body with its keys turned to camelCase, for a service's input class. */
export const body = (request: FastifyRequest): unknown => camelizeKeys(request.body ?? {});
export const query = (request: FastifyRequest): Record<string, unknown> =>
  (request.query ?? {}) as Record<string, unknown>;
/** The query string of a list without its page (`limit`, `offset`): what its export takes. */
export function listFilters(request: FastifyRequest): Record<string, unknown> {
  const { limit: _limit, offset: _offset, ...filters } = query(request);
  return filters;
}
export const params = (request: FastifyRequest): Record<string, unknown> =>
  (request.params ?? {}) as Record<string, unknown>;

export function isPage(value: unknown): value is Page<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'items' in value &&
    'total' in value &&
    Array.isArray((value as Page<unknown>).items)
  );
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
  // A file streamed as it is read (csv-export.ts); its refusals answer `{error}` like every route.
  const csv = (
    url: string,
    handler: CsvHandler,
    operation: Omit<Operation, 'csv' | 'body' | 'response' | 'page' | 'status'>,
  ) =>
    app.route({
      method: 'GET',
      url,
      // 429: too many exports at once on this replica.
      ...documented(app, 'GET', url, { ...operation, csv: true, errors: [...(operation.errors ?? []), 429] }),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await createContext(deps, request.headers.authorization, clientAddress(request));
        return sendCsv(reply, ctx, await handler(ctx, request));
      },
    });
  // One document that is not JSON (an invoice's Factur-X XML), answered as the service gives it.
  const file = (
    url: string,
    handler: FileHandler,
    operation: Omit<Operation, 'csv' | 'body' | 'response' | 'page' | 'status'>,
  ) =>
    app.route({
      method: 'GET',
      url,
      ...documented(app, 'GET', url, operation),
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const ctx = await createContext(deps, request.headers.authorization, clientAddress(request));
        const answer = await handler(ctx, request);
        return reply.type(answer.type).header('content-disposition', answer.disposition).send(answer.body);
      },
    });
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE'), csv, file };
}

export type RestRoutes = ReturnType<typeof restRoutes>;
