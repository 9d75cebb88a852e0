import { apiMessages } from '@pilotage/domain';
import { ApolloServer } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { fastifyApolloDrainPlugin, fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import { type AppDeps, type Context, createContext } from '../../kernel/context/context';
import {
  DomainError,
  INTERNAL_ERROR_MESSAGE,
  INVALID_VALUE_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  isDatabaseUnavailable,
  isInvalidDataError,
} from '../../kernel/helpers/errors';
import { MAX_TOKENS, queryLimitRefusal, queryLimitRules, refuseLongDocument } from './limits';
import { queryCostPlugin } from './query-cost';
import { CompiledQueries, compiledExecutionGateway } from './compiled-execution';
import { DirectAnswers } from './direct-answers';
import { clientAddress } from '../http/client-address';

// Apollo's own failures, in French; the English detail stays out of production answers.
const APOLLO_MESSAGES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: apiMessages.graphqlSyntaxError,
  GRAPHQL_VALIDATION_FAILED: apiMessages.graphqlInvalid,
  BAD_USER_INPUT: apiMessages.graphqlInvalidVariables,
  BAD_REQUEST: apiMessages.graphqlInvalid,
  PERSISTED_QUERY_NOT_FOUND: apiMessages.persistedQueryNotFound,
  PERSISTED_QUERY_NOT_SUPPORTED: apiMessages.persistedQueriesUnsupported,
  OPERATION_RESOLUTION_FAILURE: apiMessages.graphqlOperationNotFound,
};

export function formatGraphqlError(deps: AppDeps) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      if (original.cause !== undefined) deps.log.error({ err: original.cause }, original.message);
      return {
        message: original.message,
        path: formatted.path,
        extensions: { ...original.details, code: original.code },
      };
    }
    const refusal = queryLimitRefusal(error);
    if (refusal)
      return { message: refusal.message, locations: formatted.locations, extensions: { code: 'BAD_USER_INPUT' } };
    if (isInvalidDataError(original)) {
      return { message: INVALID_VALUE_MESSAGE, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    // graphql-js's own refusals raised while executing (no resolver failed, nothing thrown
    // underneath: an operation type the schema lacks, say) are the document's fault.
    const requestError =
      error instanceof GraphQLError && error.originalError === undefined && formatted.path === undefined;
    const code = requestError
      ? formatted.extensions?.code === 'INTERNAL_SERVER_ERROR'
        ? 'BAD_REQUEST'
        : formatted.extensions?.code
      : formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      // Apollo's and graphql-js's messages are English: the French one by code, the detail outside production.
      const french = APOLLO_MESSAGES[code] ?? apiMessages.graphqlInvalid;
      const detail = deps.config.production ? {} : { detail: formatted.message };
      return { message: french, locations: formatted.locations, path: formatted.path, extensions: { code, ...detail } };
    }
    if (isDatabaseUnavailable(original)) {
      deps.log.warn({ err: original }, 'database unavailable');
      return {
        message: SERVICE_UNAVAILABLE_MESSAGE,
        path: formatted.path,
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      };
    }
    deps.log.error({ err: original }, 'GraphQL resolver failed');
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export async function mountGraphql(
  app: FastifyInstance,
  deps: AppDeps,
  schema: GraphQLSchema,
): Promise<ApolloServer<Context>> {
  const queries = deps.config.graphqlCompiled ? new CompiledQueries(schema) : null;
  const apollo = new ApolloServer<Context>({
    // Queries compiled by graphql-jit (GRAPHQL_COMPILED=off: graphql-js's execution for every operation).
    ...(queries ? { gateway: compiledExecutionGateway(queries) } : { schema }),
    introspection: !deps.config.production,
    hideSchemaDetailsFromClientErrors: deps.config.production,
    includeStacktraceInErrorResponses: false,
    // Size limits first (tokens before anything, then depth, aliases, directives while validating),
    // so that the cost, counted once validation has passed, never walks a bomb.
    parseOptions: { maxTokens: MAX_TOKENS },
    validationRules: queryLimitRules,
    formatError: formatGraphqlError(deps),
    // No HTTP caching of GraphQL answers here; Apollo's default cache-control plugin would still
    // wrap every field resolver (a large share of the CPU of a 50-row list).
    plugins: [fastifyApolloDrainPlugin(app), queryCostPlugin(), ApolloServerPluginCacheControlDisabled()],
    // main.ts owns SIGTERM/SIGINT (graceful shutdown, exit 0). In production Apollo would stop
    // GraphQL at once and re-raise the signal, which main.ts takes as a second one (exit 1).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  const newContext = (request: FastifyRequest) =>
    createContext(deps, request.headers.authorization, clientAddress(request));
  // The web client's queries, once Apollo has run them compiled, are answered without its pipeline.
  const direct = queries ? new DirectAnswers(schema, queries, newContext) : null;
  const viaApollo = fastifyApolloHandler(apollo, {
    context: async (request) => {
      refuseLongDocument(request);
      return direct ? direct.context(request) : newContext(request);
    },
  });
  app.route<{ Reply: string }>({
    method: ['GET', 'POST', 'OPTIONS'],
    url: '/graphql',
    handler: async (request, reply) => {
      const answer = await direct?.answer(request, reply);
      if (answer !== undefined) return answer;
      const body = await viaApollo.call(app, request, reply);
      direct?.learn(request, reply, body);
      return body;
    },
  });
  return apollo;
}
