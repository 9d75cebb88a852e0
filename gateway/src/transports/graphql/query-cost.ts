import { apiMessages } from '@pilotage/domain';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type DocumentNode,
  GraphQLError,
  type GraphQLNamedType,
  type GraphQLSchema,
  getNamedType,
  getVariableValues,
  isInputObjectType,
  type OperationDefinitionNode,
  typeFromAST,
} from 'graphql';
import { type ComplexityEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { MAX_PAGE_SIZE } from '../../kernel/helpers/pagination';
import { MAX_TOKENS, QueryLimitError } from './limits';
import { PageArgs } from './page-args';

/**
 * Every field costs 1, plus its selection once per row. The web client's largest operation, a
 * page of 500 invoices with their sending and payment state and the __typename Apollo Client
 * adds, costs about 12,500; 20 aliased lists of 500 ids cost about 20,000.
 */
export const MAX_COST = 15_000;

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

/** A page's limit may come from an Int, a PageArgs or an input holding one; @skip and @include take a Boolean. */
function canChangeCost(type: GraphQLNamedType | undefined, seen = new Set<string>()): boolean {
  if (type === undefined) return false;
  if (type.name === 'Int' || type.name === 'Boolean' || type.name === PageArgs.name) return true;
  if (!isInputObjectType(type) || seen.has(type.name)) return false;
  seen.add(type.name);
  return Object.values(type.getFields()).some((field) => canChangeCost(getNamedType(field.type), seen));
}

/**
 * The cost depends on the operation and on its variables of those types only. Apollo keeps one
 * parsed and validated DocumentNode per distinct document, so the costs are kept beside it (and
 * go with it): a list's filters change from one request to the next, its limit seldom does.
 */
const MAX_COSTS_PER_DOCUMENT = 64;
const costsByDocument = new WeakMap<DocumentNode, Map<string, number>>();

function costKey(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): string {
  const values = (operation.variableDefinitions ?? [])
    .filter((definition) => canChangeCost(getNamedType(typeFromAST(schema, definition.type))))
    .map(({ variable: { name } }) =>
      Object.hasOwn(variables, name.value) ? JSON.stringify(variables[name.value]) : '-',
    );
  return `${operation.name?.value ?? ''}\u0000${values.join('\u0000')}`;
}

/**
 * The operation's cost, or undefined when its variables do not fit their types: the execution
 * then refuses the request itself (BAD_USER_INPUT), as it refuses a document without the
 * operation asked for (OPERATION_RESOLUTION_FAILURE).
 */
function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): number | undefined {
  const fitting = () =>
    !getVariableValues(schema, operation.variableDefinitions ?? [], variables, { maxErrors: 1 }).errors;
  let costs = costsByDocument.get(document);
  if (!costs) costsByDocument.set(document, (costs = new Map()));
  const key = costKey(schema, operation, variables);
  const known = costs.get(key);
  // A cost within the limit lets the request through whether its variables fit or not.
  if (known !== undefined) return known <= MAX_COST || fitting() ? known : undefined;
  if (!fitting()) return undefined;
  const counted = operationCost(schema, document, operation, variables);
  if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.clear();
  costs.set(key, counted);
  return counted;
}

/** Refuses operations costing more than MAX_COST before anything runs (every time: a refused cost is kept too). */
export function queryCostPlugin<TContext extends object>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, schema, operation }) {
          const cost = operation ? costOf(schema, document, operation, request.variables ?? {}) : undefined;
          if (cost === undefined) return;
          if (cost === Infinity) {
            throw new QueryLimitError(apiMessages.graphqlTooManyFields(MAX_EXPANDED_SELECTIONS));
          }
          if (cost > MAX_COST) throw new QueryLimitError(apiMessages.graphqlTooCostly(cost, MAX_COST));
        },
      };
    },
  };
}
