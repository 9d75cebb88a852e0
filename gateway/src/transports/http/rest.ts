import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AppDeps, type Context, createContext } from '../../kernel/context/context';
import { type Operation, documented } from './openapi/operation';
import { camelizeKeys } from '../../kernel/helpers/case';
import { type AnswerShape, answerShape } from './answer-shapes';
import type { JsonSchema } from './openapi/json-schema';
import { clientAddress } from './client-address';
import type { CsvExport } from '../../kernel/database/csv-export-query';
import { sendCsv } from './csv-export';
import type { Page } from '../../kernel/helpers/pagination';
import { type Upload, uploadedFile } from './upload';

type Handler = (ctx: Context, request: FastifyRequest) => Promise<unknown> | unknown;
type CsvHandler = (ctx: Context, request: FastifyRequest) => Promise<CsvExport> | CsvExport;
/** A document sent as it is: its media type, its `Content-Disposition`, its text or bytes. */
export interface FileAnswer {
  type: string;
  disposition: string;
  body: string | Buffer;
}
type FileHandler = (ctx: Context, request: FastifyRequest) => Promise<FileAnswer>;
/** `read` takes the file from the request: called by the service once the caller may send one. */
type UploadHandler = (ctx: Context, request: FastifyRequest, read: () => Promise<Upload>) => Promise<unknown>;

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
    (handler: Handler, shape: AnswerShape, status = 200) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const ctx = await createContext(deps, request.headers.authorization, clientAddress(request));
      const result = await handler(ctx, request);
      reply.code(status);
      if (reply.statusCode === 204) return reply.send();
      if (isPage(result)) {
        reply.header('X-Total-Count', String(result.total));
        return shape(result.items);
      }
      return shape(result);
    };
  // The route's documented answer: its OpenAPI schema, its serializer's, and the shape the service's view is given.
  const documentedRoute = (method: string, url: string, operation: Operation, handler: Handler) => {
    const route = documented(app, method, url, operation);
    const status = operation.status ?? 200;
    const shape = answerShape(app, (route.schema.response as Record<number, JsonSchema>)[status]);
    return { method, url, ...route, handler: answer(handler, shape, status) };
  };
  const route = (method: string) => (url: string, handler: Handler, operation: Operation) =>
    app.route(documentedRoute(method, url, operation, handler));
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
        // The browser must take the type given, never guess one from the bytes (a stored file is untrusted).
        return reply
          .type(answer.type)
          .header('content-disposition', answer.disposition)
          .header('x-content-type-options', 'nosniff')
          .send(answer.body);
      },
    });
  // A file sent as multipart/form-data (field `file`, upload.ts), handed to the service with the request.
  const upload = (url: string, handler: UploadHandler, operation: Omit<Operation, 'body' | 'upload'>) =>
    app.route(
      documentedRoute('POST', url, { ...operation, upload: true }, (ctx, request) =>
        handler(ctx, request, () => uploadedFile(request)),
      ),
    );
  return { get: route('GET'), post: route('POST'), put: route('PUT'), delete: route('DELETE'), csv, file, upload };
}

export type RestRoutes = ReturnType<typeof restRoutes>;
