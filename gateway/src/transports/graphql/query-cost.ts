import { apiMessages } from '@pilotage/domain';
import type { ApolloServerPlugin } from '@apollo/server';
import {
  type ASTNode,
  type DocumentNode,
  GraphQLError,
  type GraphQLSchema,
  type OperationDefinitionNode,
  TypeInfo,
  getNamedType,
  getVariableValues,
  visit,
  visitWithTypeInfo,
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

/**
 * The variables the cost depends on: those inside a PageArgs argument (pageEstimator reads its
 * limit) and those of @skip and @include, in the whole document (its fragments included); no other
 * value changes it. A list's filters (an employee's id, a status) change from one request to the
 * next, its page seldom does: keyed by these alone, a document's cost is counted once per page size.
 */
const costVariablesByDocument = new WeakMap<DocumentNode, string[]>();

function costVariables(schema: GraphQLSchema, document: DocumentNode): string[] {
  const known = costVariablesByDocument.get(document);
  if (known) return known;
  const names = new Set<string>();
  const collect = (node: ASTNode) => visit(node, { Variable: (variable) => void names.add(variable.name.value) });
  const typeInfo = new TypeInfo(schema);
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (argument && getNamedType(argument.type).name === PageArgs.name) collect(node.value);
      },
      Directive(node) {
        if (node.name.value === 'skip' || node.name.value === 'include') collect(node);
      },
    }),
  );
  const variables = [...names].sort();
  costVariablesByDocument.set(document, variables);
  return variables;
}

/**
 * Apollo keeps one parsed and validated DocumentNode per distinct document, so the costs are kept
 * beside it (and go with it), by operation and by the values of the variables the cost depends on.
 */
const MAX_COSTS_PER_DOCUMENT = 64;
const costsByDocument = new WeakMap<DocumentNode, Map<string, number>>();

function costKey(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): string {
  const values = costVariables(schema, document).map((name) =>
    Object.hasOwn(variables, name) ? JSON.stringify(variables[name]) : '-',
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
  const key = costKey(schema, document, operation, variables);
  const known = costs.get(key);
  // A cost within the limit lets the request through whether its variables fit or not.
  if (known !== undefined) return known <= MAX_COST || fitting() ? known : undefined;
  if (!fitting()) return undefined;
  const counted = operationCost(schema, document, operation, variables);
  if (costs.size >= MAX_COSTS_PER_DOCUMENT) costs.clear();
  costs.set(key, counted);
  return counted;
}

/** Whether the operation runs at this cost with these variables, as the plugin below lets it (variables that fit included). */
export function withinCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
): boolean {
  const cost = costOf(schema, document, operation, variables);
  return cost !== undefined && cost <= MAX_COST;
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
