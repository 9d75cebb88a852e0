import type { GatewayExecutor, GatewayInterface } from '@apollo/server-gateway-interface';
import {
  type DocumentNode,
  type ExecutionResult,
  GraphQLError,
  type OperationDefinitionNode,
  type GraphQLSchema,
  execute,
  printSchema,
  visit,
} from 'graphql';
import { type CompiledQuery, type CompilerOptions, compileQuery, isCompiledQuery } from 'graphql-jit';
import { type LeafCheck, leafCheck } from './leaf-check';
import { LRUCache } from 'lru-cache';

/**
 * Compiled queries kept, by document text and operation name. The web client sends a few dozen
 * documents; a client inventing new ones evicts the oldest instead of growing the heap.
 */
const MAX_COMPILED_DOCUMENTS = 500;

/** What graphql-js runs instead: a document graphql-jit cannot compile, or one it must not run. */
const NOT_COMPILED = Symbol('not compiled');

/** A document run once so far, on graphql-js. */
const SEEN_ONCE = Symbol('seen once');

/**
 * A document's compiled queries. `quick` leaves the built-in scalars and enums as the resolvers
 * give them (graphql-jit's `disableLeafSerialization`): serializing each of them went through a
 * call taking two arrays made for its error, 40 KB per page of 50 rows, about a tenth of the
 * gateway's CPU for such a page. Its answer is sent when `sentAsIs` finds every such value is what
 * serializing would have sent (nearly always: views are read from typed SQL columns); otherwise,
 * and for a document the check cannot follow, `exact`, compiled when first needed, answers.
 */
interface CompiledDocument {
  quick?: { query: CompiledQuery; sentAsIs: LeafCheck };
  exact?: CompiledQuery | typeof NOT_COMPILED;
}

type Compiled = CompiledDocument | typeof NOT_COMPILED | typeof SEEN_ONCE;

/**
 * Operations run each way since the start, for the tests and for a look at a running gateway;
 * `direct` of the compiled ones answered without Apollo's pipeline, `handedOver` given to it for their errors.
 */
export const executions = { compiled: 0, interpreted: 0, quick: 0, reserialized: 0, direct: 0, handedOver: 0 };

/** @defer and @stream change how an answer is delivered: graphql-js's incremental execution, not a compiled query. */
function usesIncrementalDelivery(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Directive(node) {
      if (node.name.value === 'defer' || node.name.value === 'stream') found = true;
    },
  });
  return found;
}

/**
 * graphql-jit's errors are GraphQLErrors by prototype only: without extensions when the thrown
 * error has none, where Apollo's formatting expects an object. The same error as graphql-js
 * builds it (extensions from the original error), keeping the locations graphql-jit computed.
 */
function asGraphqlJsError(error: GraphQLError): GraphQLError {
  const copy = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions,
  });
  (copy as { locations?: GraphQLError['locations'] }).locations = error.locations;
  return copy;
}

/**
 * A document Apollo has parsed, validated and run compiled: the same text with the same operation
 * name needs none of that again, only its cost for the variables and a run (direct-answers.ts).
 */
export interface ReadyDocument {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Its compiled run: the answer, or undefined when graphql-js must run it (see runCompiled). */
  run: (context: unknown, variables: Record<string, unknown>) => Promise<ExecutionResult | undefined>;
}

// Apollo gives the executor a shallow copy of the request's context, which keeps this property.
const HANDED_OVER = Symbol('handed over');
type HandedOver = { [HANDED_OVER]?: ExecutionResult };

/** The key of a document as a request names it: its operation name as sent (or none) and its text. */
export const documentKey = (operationName: string | undefined, source: string) =>
  `${operationName ?? ''}\u0000${source}`;

/**
 * The compiled queries of one schema: Apollo's executor, and the documents it has run compiled
 * (`ready`), which a request may then run without Apollo's pipeline. Results handed over with
 * `handOver` are what the executor gives for that context instead of running again: a direct
 * answer that has errors goes through Apollo for their formatting, without running twice.
 */
export class CompiledQueries {
  private readonly compiled = new LRUCache<string, Compiled>({ max: MAX_COMPILED_DOCUMENTS });
  private readonly readyDocuments = new LRUCache<string, ReadyDocument>({ max: MAX_COMPILED_DOCUMENTS });

  constructor(readonly schema: GraphQLSchema) {}

  ready(key: string): ReadyDocument | undefined {
    return this.readyDocuments.get(key);
  }

  handOver(context: object, result: ExecutionResult): void {
    (context as HandedOver)[HANDED_OVER] = result;
  }

  private compile(
    document: DocumentNode,
    operationName: string | undefined,
    options: Partial<CompilerOptions> = {},
  ): CompiledQuery | typeof NOT_COMPILED {
    if (usesIncrementalDelivery(document)) return NOT_COMPILED;
    try {
      const query = compileQuery(this.schema, document, operationName, options);
      return isCompiledQuery(query) ? query : NOT_COMPILED;
    } catch {
      return NOT_COMPILED;
    }
  }

  private compileDocument(
    document: DocumentNode,
    operationName: string | undefined,
  ): CompiledDocument | typeof NOT_COMPILED {
    const sentAsIs = leafCheck(this.schema, document, operationName);
    if (sentAsIs === null) {
      const exact = this.compile(document, operationName);
      return exact === NOT_COMPILED ? NOT_COMPILED : { exact };
    }
    const quick = this.compile(document, operationName, { disableLeafSerialization: true });
    return quick === NOT_COMPILED ? NOT_COMPILED : { quick: { query: quick, sentAsIs } };
  }

  /**
   * One compiled run: the quick query when every value it gives is sent as is, the exact one
   * otherwise. Undefined when graphql-js must run the document: it cannot be compiled, or its
   * variables were refused before any resolver ran (graphql-jit words coercion errors differently).
   */
  private async runCompiled(
    query: CompiledDocument,
    document: DocumentNode,
    operationName: string | undefined,
    context: unknown,
    variables: Record<string, unknown>,
  ): Promise<ExecutionResult | undefined> {
    let result: ExecutionResult | undefined;
    if (query.quick) {
      result = (await query.quick.query.query(undefined, context, variables)) as ExecutionResult;
      // Errors are worded the same either way (graphql-jit's runtime): only the values can differ.
      if ('data' in result) {
        if (query.quick.sentAsIs(result.data)) executions.quick += 1;
        else {
          executions.reserialized += 1;
          result = undefined;
        }
      }
    }
    if (result === undefined) {
      query.exact ??= this.compile(document, operationName);
      if (query.exact === NOT_COMPILED) return undefined;
      result = (await query.exact.query(undefined, context, variables)) as ExecutionResult;
    }
    if (!('data' in result)) return undefined;
    executions.compiled += 1;
    return result.errors ? { ...result, errors: result.errors.map(asGraphqlJsError) } : result;
  }

  /**
   * Runs queries through graphql-jit, which turns each document into a JavaScript function once
   * instead of walking its selections field by field on every request (a page of 50 rows × 11
   * fields is 550 resolver dispatches). Only queries: a mutation returns one record and runs once,
   * and a subscription is a stream. graphql-js runs everything else with the same schema,
   * resolvers and context, so the answers, errors included, are the same either way.
   */
  executor(): GatewayExecutor {
    return async ({ document, source, operation, request, context }) => {
      const handed = (context as HandedOver)[HANDED_OVER];
      if (handed !== undefined) {
        delete (context as HandedOver)[HANDED_OVER];
        return handed;
      }
      const variables = request.variables ?? {};
      const interpreted = () => {
        executions.interpreted += 1;
        return execute({
          schema: this.schema,
          document,
          contextValue: context,
          variableValues: request.variables,
          operationName: request.operationName,
        });
      };
      // No operation resolved (none by that name, or several and no name): graphql-js's own refusal.
      if (operation?.operation !== 'query') return interpreted();
      const operationName = operation.name?.value;
      const key = documentKey(operationName, source);
      let query = this.compiled.get(key);
      // A document is compiled the second time it comes (about 26 KB and a few milliseconds each):
      // the web client's come back all the time, a flood of one-off documents is never compiled.
      if (query === undefined) {
        this.compiled.set(key, SEEN_ONCE);
        return interpreted();
      }
      if (query === SEEN_ONCE) this.compiled.set(key, (query = this.compileDocument(document, operationName)));
      if (query === NOT_COMPILED) return interpreted();
      const compiled = query;
      const result = await this.runCompiled(compiled, document, operationName, context, variables);
      if (result === undefined) return interpreted();
      // Parsed, validated and compiled: later requests with the same text and operation name may skip Apollo.
      const readyKey = documentKey(request.operationName, source);
      if (!this.readyDocuments.has(readyKey))
        this.readyDocuments.set(readyKey, {
          document,
          operation,
          run: (runContext, runVariables) =>
            this.runCompiled(compiled, document, operationName, runContext, runVariables),
        });
      return result;
    };
  }
}

/** Apollo's executor over compiled queries, for a schema of its own (the tests'). */
export const compiledExecutor = (schema: GraphQLSchema): GatewayExecutor => new CompiledQueries(schema).executor();

/**
 * Apollo Server's hook for a custom executor is its gateway interface: a fixed schema, loaded
 * once, and the executor above. Parsing, validation, the armour and cost plugins, the context
 * and the formatting of errors stay Apollo's, exactly as without it.
 */
export function compiledExecutionGateway(queries: CompiledQueries): GatewayInterface {
  const { schema } = queries;
  return {
    async load() {
      return { executor: queries.executor() };
    },
    onSchemaLoadOrUpdate(callback) {
      callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
      return () => undefined;
    },
    async stop() {},
  };
}
