import type { ApolloServerPlugin } from '@apollo/server';
import { type DocumentNode, GraphQLError, type GraphQLSchema, getNamedType, getVariableValues, type OperationDefinitionNode } from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../shared/pagination';
import { MAX_TOKENS, QueryLimitError } from './limits';
import { PageArgs } from './page-args';

/**
 * Every field costs 1, plus its selection once per row. The web client's largest operation, a
 * page of 500 tasks with the __typename Apollo Client adds, costs about 8,000; 20 aliased lists
 * of 500 ids cost about 20,000.
 */
export const MAX_COST = 12_000;

/**
 * graphql-query-complexity walks fragments once per spread; it gives up after this many
 * selections. A document of MAX_TOKENS tokens without reused fragments has fewer, so only
 * fragments spread over and over (a "fragment bomb") reach it.
 */
const MAX_EXPANDED_SELECTIONS = MAX_TOKENS;

/** A field taking PageArgs returns up to `limit` rows (MAX_PAGE_SIZE when absent): its selection counts once per row. */
const pageEstimator: ComplexityEstimator = ({ field, args, childComplexity }) => {
  const page = field.args.find((arg) => getNamedType(arg.type).name === PageArgs.name);
  if (!page) return undefined;
  const limit = (args[page.name] as PageArgs | null | undefined)?.limit ?? MAX_PAGE_SIZE;
  // A limit outside 1–500 is refused by the service, with its own message.
  const rows = Math.min(Math.max(limit, 1), MAX_PAGE_SIZE);
  return 1 + rows * childComplexity;
};

/**
 * The operation's cost, or Infinity when it expands to too many selections. Only called once
 * validation has passed: the depth, alias and directive limits have already refused the others.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number {
  try {
    return getComplexity({
      schema,
      query: document,
      operationName: operation.name?.value,
      variables,
      estimators: [pageEstimator, simpleEstimator({ defaultComplexity: 1 })],
      maxQueryNodes: MAX_EXPANDED_SELECTIONS,
    });
  } catch (error) {
    // The variables were checked by the caller and validation passed: what is left is the selection bound.
    if (error instanceof GraphQLError) return Infinity;
    throw error;
  }
}

/** Refuses operations costing more than MAX_COST before anything runs. */
export function queryCostPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          const variables = request.variables ?? {};
          // Without an operation, or with variables that do not fit their types, the execution
          // refuses the request itself (OPERATION_RESOLUTION_FAILURE, BAD_USER_INPUT).
          if (!operation || getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 }).errors) return;
          const cost = operationCost(schema, document, operation, variables);
          if (cost === Infinity) {
            throw new QueryLimitError(`Requête GraphQL trop coûteuse (plus de ${MAX_EXPANDED_SELECTIONS} champs une fois les fragments développés).`);
          }
          if (cost > MAX_COST) throw new QueryLimitError(`Requête GraphQL trop coûteuse (${cost} > ${MAX_COST}).`);
        },
      };
    },
  };
}
