import type { GatewayGraphQLRequestContext } from '@apollo/server-gateway-interface';
import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type ExecutionResult,
  type OperationDefinitionNode,
  execute,
  getOperationAST,
  parse,
} from 'graphql';
import { compiledExecutor, executions } from '../../gateway/src/transports/graphql/compiled-execution';
import { leafCheck } from '../../gateway/src/transports/graphql/leaf-check';

type Row = Record<string, unknown>;
let rows: Row[] = [];

const Status = new GraphQLEnumType({
  name: 'Status',
  // One value named as it is stored, one stored under another value (serializing gives its name).
  values: { OPEN: { value: 'OPEN' }, DONE: { value: 'done' } },
});
const RowType: GraphQLObjectType = new GraphQLObjectType({
  name: 'Row',
  fields: () => ({
    id: { type: new GraphQLNonNull(GraphQLInt) },
    price: { type: GraphQLFloat },
    name: { type: GraphQLString },
    status: { type: Status },
    flag: { type: GraphQLBoolean },
    ref: { type: GraphQLID },
    children: { type: new GraphQLList(RowType) },
  }),
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { rows: { type: new GraphQLList(new GraphQLNonNull(RowType)), resolve: () => rows } },
  }),
});

const TEXT = `query Rows { rows { id price name status flag ...More children { id label: name } } }
fragment More on Row { ref __typename }`;

/** An answer as Apollo writes it: errors, then data. */
const written = ({ errors, data }: ExecutionResult) => JSON.stringify({ errors, data });

/** The compiled executor's answer (the document's second run: the first runs on graphql-js) and graphql-js's own. */
async function bothAnswers() {
  const run = compiledExecutor(schema);
  const document = parse(TEXT);
  const request = {
    document,
    source: TEXT,
    operation: getOperationAST(document, 'Rows') as OperationDefinitionNode,
    request: { operationName: 'Rows', variables: {} },
    context: {},
  } as unknown as GatewayGraphQLRequestContext;
  await run(request);
  const before = { ...executions };
  const compiled = written((await run(request)) as ExecutionResult);
  const counts = { quick: executions.quick - before.quick, again: executions.reserialized - before.reserialized };
  return { compiled, expected: written(await execute({ schema, document })), counts };
}

const plainRow = (id: number): Row => ({
  id,
  price: -12.5,
  name: `Ligne ${id}`,
  status: 'OPEN',
  flag: true,
  ref: `r${id}`,
  children: [{ id: id * 10, name: null }],
});

describe('compiled execution', () => {
  it('sends the resolvers’ values as they are when each is what serializing would send', async () => {
    rows = [plainRow(1), plainRow(2)];
    const { compiled, expected, counts } = await bothAnswers();
    expect(compiled).toBe(expected);
    expect(counts).toEqual({ quick: 1, again: 0 });
  });

  it.each([
    ['an Int given as text', { id: '7' }],
    ['an Int with decimals (an error)', { id: 7.5 }],
    ['an Int beyond 32 bits (an error)', { id: 2 ** 31 }],
    ['a Float given as text', { price: '12.50' }],
    ['a String given as a number', { name: 42 }],
    ['an enum stored under another value', { status: 'done' }],
    ['a Boolean given as a number', { flag: 1 }],
    ['an ID given as a number', { ref: 7 }],
    ['a nested row', { children: [{ id: '3', name: 'x' }] }],
  ])('serializes again, as graphql-js does, %s', async (_case, change) => {
    rows = [plainRow(1), { ...plainRow(2), ...change }];
    const { compiled, expected, counts } = await bothAnswers();
    expect(compiled).toBe(expected);
    expect(counts).toEqual({ quick: 0, again: 1 });
  });

  it('follows no selection whose fields are known only at run time', () => {
    const check = (text: string) => leafCheck(schema, parse(text));
    expect(check(TEXT)).not.toBeNull();
    expect(check('{ rows { id @include(if: true) } }')).toBeNull();
    expect(check('{ rows { ... on Row @skip(if: false) { id } } }')).toBeNull();
    expect(check('{ rows { children { id } children { name } } }')).toBeNull();
    expect(check('mutation { rows }')).toBeNull();
  });
});
