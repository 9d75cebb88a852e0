import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GraphQLSchema } from 'graphql';
import type { Context } from '../../kernel/context/context';
import { type CompiledQueries, documentKey, executions } from './compiled-execution';
import { withinCost } from './query-cost';

/** The body of a plain POST: a document, maybe an operation name and variables, nothing else (no extensions). */
interface PlainQuery {
  query: string;
  operationName?: string | null;
  variables?: Record<string, unknown> | null;
}

const PLAIN_KEYS = new Set(['query', 'operationName', 'variables']);

function plainQuery(body: unknown): PlainQuery | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const fields = body as Record<string, unknown>;
  for (const key in fields) if (!PLAIN_KEYS.has(key)) return null;
  const { query, operationName, variables } = fields;
  if (typeof query !== 'string') return null;
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null;
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables)))
    return null;
  return fields as unknown as PlainQuery;
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && contentType.split(';', 1)[0].trim().toLowerCase() === 'application/json';

/** Accept headers seen at most: a client sending new ones each time gets Apollo's answers, not a bigger map. */
const MAX_ACCEPT_HEADERS = 32;

/**
 * Answers a query whose document Apollo has already parsed, validated and run compiled, without
 * Apollo's request pipeline (its plugins' hooks, its request and response objects): the web
 * client sends the same few dozen documents all day. The answer is the one Apollo gives, byte for
 * byte: the same cost check for these variables, the same context, the same compiled run, the
 * same media type (learned from Apollo's answers, per Accept header) and the same JSON. Anything
 * else goes to Apollo: another method or body, an unknown document or Accept header, a cost or
 * variables Apollo refuses, and an answer with errors, which Apollo formats from the result
 * handed over (the query does not run twice).
 */
export class DirectAnswers {
  /** The media type of Apollo's 200 answers, by Accept header ('' when there is none). */
  private readonly mediaTypes = new Map<string, string>();
  /** A context made here for a request handed over to Apollo, which its context function takes back. */
  private readonly contexts = new WeakMap<FastifyRequest, Context>();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly queries: CompiledQueries,
    private readonly createContext: (request: FastifyRequest) => Promise<Context>,
  ) {}

  /** The answer's text, or undefined when Apollo must answer. */
  async answer(request: FastifyRequest, reply: FastifyReply): Promise<string | undefined> {
    if (request.method !== 'POST' || !isJson(request.headers['content-type'])) return undefined;
    const body = plainQuery(request.body);
    if (body === null) return undefined;
    const mediaType = this.mediaTypes.get(request.headers.accept ?? '');
    const ready = this.queries.ready(documentKey(body.operationName ?? undefined, body.query));
    if (mediaType === undefined || ready === undefined) return undefined;
    const variables = body.variables ?? {};
    if (!withinCost(this.schema, ready.document, ready.operation, variables)) return undefined;
    // A context or a run that fails outright is Apollo's to answer (a failed context has its own wording there).
    const context = await this.createContext(request).catch(() => undefined);
    if (context === undefined) return undefined;
    const result = await ready.run(context, variables).catch(() => undefined);
    if (result === undefined) return undefined;
    if (result.errors) {
      executions.handedOver += 1;
      this.queries.handOver(context, result);
      this.contexts.set(request, context);
      return undefined;
    }
    executions.direct += 1;
    reply.header('content-type', mediaType);
    // As Apollo writes a result without errors or extensions (prettyJSONStringify).
    return `${JSON.stringify({ data: result.data })}\n`;
  }

  /** The context made for a request handed over, or a new one. */
  context(request: FastifyRequest): Promise<Context> {
    return Promise.resolve(this.contexts.get(request) ?? this.createContext(request));
  }

  /** After Apollo has answered a POST: its media type for that Accept header, when it answered 200 with one result. */
  learn(request: FastifyRequest, reply: FastifyReply, body: unknown): void {
    if (request.method !== 'POST' || reply.statusCode !== 200 || typeof body !== 'string') return;
    const accept = request.headers.accept ?? '';
    const mediaType = reply.getHeader('content-type');
    if (typeof mediaType !== 'string' || this.mediaTypes.has(accept)) return;
    if (this.mediaTypes.size < MAX_ACCEPT_HEADERS) this.mediaTypes.set(accept, mediaType);
  }
}
