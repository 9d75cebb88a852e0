import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import type { FastifyInstance } from 'fastify';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { type AppDeps, type Context, createContext } from '../context';
import { DomainError, INTERNAL_ERROR_MESSAGE, INVALID_VALUE_MESSAGE, isInvalidDataError } from '../shared/errors';
import { MAX_COMPLEXITY, aliasLimitRule, depthLimitRule } from './limits';
import { graphqlSchema } from './schema';

// Apollo's own failures, in French; the English detail stays out of production answers.
const APOLLO_MESSAGES: Record<string, string> = {
  GRAPHQL_PARSE_FAILED: 'Requête GraphQL invalide : erreur de syntaxe.',
  GRAPHQL_VALIDATION_FAILED: 'Requête GraphQL invalide.',
  BAD_USER_INPUT: 'Paramètres GraphQL invalides.',
  BAD_REQUEST: 'Requête GraphQL invalide.',
  PERSISTED_QUERY_NOT_FOUND: 'Requête persistée introuvable.',
  PERSISTED_QUERY_NOT_SUPPORTED: 'Requêtes persistées non prises en charge.',
  OPERATION_RESOLUTION_FAILURE: 'Opération GraphQL introuvable dans le document.',
};

function complexityPlugin(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName ?? undefined,
              query: document,
              variables: request.variables ?? {},
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch {
            // Variables that do not fit their types (an Int beyond 32 bits): the caller's mistake, not a 500.
            throw new GraphQLError(APOLLO_MESSAGES.BAD_USER_INPUT, { extensions: { code: 'BAD_USER_INPUT' } });
          }
          if (complexity > MAX_COMPLEXITY) {
            throw new GraphQLError(`Requête GraphQL trop coûteuse (${complexity} > ${MAX_COMPLEXITY}).`, {
              extensions: { code: 'BAD_USER_INPUT' },
            });
          }
        },
      };
    },
  };
}

export function formatGraphqlError(deps: AppDeps) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return { message: original.message, path: formatted.path, extensions: { code: original.code } };
    }
    if (isInvalidDataError(original)) {
      return { message: INVALID_VALUE_MESSAGE, path: formatted.path, extensions: { code: 'BAD_USER_INPUT' } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR') {
      // Our own limit errors are French already; Apollo's and graphql-js's are not.
      const french = /[éèàç]|Requête|Trop/.test(formatted.message) ? formatted.message : (APOLLO_MESSAGES[code] ?? 'Requête GraphQL invalide.');
      const detail = deps.config.production || french === formatted.message ? {} : { detail: formatted.message };
      return { message: french, locations: formatted.locations, path: formatted.path, extensions: { code, ...detail } };
    }
    deps.log.error({ err: original }, 'GraphQL resolver failed');
    return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}

export async function mountGraphql(app: FastifyInstance, deps: AppDeps): Promise<ApolloServer<Context>> {
  const apollo = new ApolloServer<Context>({
    schema: await graphqlSchema(),
    introspection: !deps.config.production,
    hideSchemaDetailsFromClientErrors: deps.config.production,
    includeStacktraceInErrorResponses: false,
    validationRules: [depthLimitRule, aliasLimitRule],
    formatError: formatGraphqlError(deps),
    // No HTTP caching of GraphQL answers here; Apollo's default cache-control plugin would still
    // wrap every field resolver (a large share of the CPU of a 50-row list).
    plugins: [fastifyApolloDrainPlugin(app), complexityPlugin(), ApolloServerPluginCacheControlDisabled()],
    // main.ts owns SIGTERM/SIGINT (graceful shutdown, exit 0). In production Apollo would stop
    // GraphQL at once and re-raise the signal, which main.ts takes as a second one (exit 1).
    stopOnTerminationSignals: false,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request) => createContext(deps, request.headers.authorization, request.ip),
  });
  return apollo;
}
