import type { FastifyInstance } from 'fastify';
import { snakeizeKeys, toCamel, toSnake } from '../../kernel/helpers/case';
import type { JsonSchema } from './openapi/json-schema';

/** A service's answer (camelCase views) turned into what the route's serializer reads (snake_case). */
export type AnswerShape = (value: unknown) => unknown;

const keySnake: AnswerShape = snakeizeKeys;

/**
 * The answer shape of a documented response schema, built the first time a route answers. For an
 * object whose schema lists its properties, a function made from the schema returns an object
 * literal of exactly those properties, in the schema's order, read from the view's camelCase keys:
 * every row of a list then shares one hidden class, which the serializer reads at full speed, and
 * nothing the schema leaves out (a page's `total` column) is copied. Copying key by key
 * (snakeizeKeys) gave each row a new object of varying keys: with the serializer, 2 to 3 times
 * the time of this path on a page of 50 transactions. Whatever the schema leaves open (no
 * properties, more than one branch) is still copied key by key, so the bytes sent are the same.
 */
export function answerShape(app: FastifyInstance, schema: JsonSchema | undefined): AnswerShape {
  let shape: AnswerShape | undefined;
  return (value) => (shape ??= schema === undefined ? keySnake : compilerOf(app).compile(schema))(value);
}

// One compiler per app: a shared schema (a view) answered by several routes gets one shape.
const compilers = new WeakMap<FastifyInstance, ShapeCompiler>();

function compilerOf(app: FastifyInstance): ShapeCompiler {
  let compiler = compilers.get(app);
  if (!compiler) compilers.set(app, (compiler = new ShapeCompiler(app)));
  return compiler;
}

class ShapeCompiler {
  /** One shape per shared schema, so that a schema naming itself (a tree) ends and every route reuses it. */
  private readonly shared = new Map<string, AnswerShape>();

  constructor(private readonly app: FastifyInstance) {}

  compile(node: JsonSchema): AnswerShape {
    if (typeof node.$ref === 'string') return this.sharedShape(node.$ref.replace(/#$/, ''));
    const branches = [node.anyOf ?? node.oneOf].flat().filter(Boolean) as JsonSchema[];
    if (branches.length > 0) {
      // A nullable object (`anyOf: [object, null]`): null passes through the object's shape as it is.
      const objects = branches.filter((branch) => branch.type !== 'null');
      return objects.length === 1 && !node.allOf ? this.compile(objects[0]) : keySnake;
    }
    if (node.items !== undefined && typeof node.items === 'object') return this.listShape(node.items as JsonSchema);
    if (isClosedObject(node)) return this.objectShape(node.properties as Record<string, JsonSchema>);
    return keySnake;
  }

  private sharedShape(id: string): AnswerShape {
    const known = this.shared.get(id);
    if (known) return known;
    let shape: AnswerShape = keySnake;
    this.shared.set(id, (value) => shape(value));
    const schema = this.app.getSchema(id) as JsonSchema | undefined;
    shape = schema === undefined ? keySnake : this.compile(schema);
    this.shared.set(id, shape);
    return shape;
  }

  private listShape(items: JsonSchema): AnswerShape {
    const item = this.compile(items);
    if (item === keySnake) return keySnake;
    return (value) => (Array.isArray(value) ? value.map((row) => item(row)) : keySnake(value));
  }

  private objectShape(properties: Record<string, JsonSchema>): AnswerShape {
    const nested: AnswerShape[] = [];
    const fields = Object.entries(properties).map(([snake, schema]) => {
      const read = readerOf(snake);
      if (isScalar(schema)) return `${JSON.stringify(snake)}: ${read}`;
      nested.push(this.compile(schema));
      return `${JSON.stringify(snake)}: nested[${nested.length - 1}](${read})`;
    });
    // Generated once per schema (names quoted by JSON.stringify, nothing from a request): an object
    // literal is the one way to give every answer object the same hidden class from the start.
    const build = new Function(
      'nested',
      'pick',
      'snake',
      `return function answerObject(r) {
        if (r === null || typeof r !== 'object' || r instanceof Date || Array.isArray(r)) return snake(r);
        return { ${fields.join(', ')} };
      };`,
    ) as (nested: AnswerShape[], pick: typeof pickKey, snake: AnswerShape) => AnswerShape;
    return build(nested, pickKey, keySnake);
  }
}

/**
 * The code reading the view's value for the answer's key `snake`: from the camelCase key whose
 * snake_case it is, or from a key already in snake_case (a record built with them), as the copy
 * key by key read it; a key no view key turns into (upper case in it) was never sent.
 */
function readerOf(snake: string): string {
  const camel = toCamel(snake);
  const fromCamel = camel !== snake && toSnake(camel) === snake;
  const fromSnake = toSnake(snake) === snake;
  if (fromCamel && fromSnake) return `pick(r, ${JSON.stringify(camel)}, ${JSON.stringify(snake)})`;
  if (fromCamel) return `r[${JSON.stringify(camel)}]`;
  return fromSnake ? `r[${JSON.stringify(snake)}]` : 'undefined';
}

function pickKey(row: Record<string, unknown>, camel: string, snake: string): unknown {
  const value = row[camel];
  return value === undefined ? row[snake] : value;
}

/** An object schema that lists its properties and admits no other. */
function isClosedObject(node: JsonSchema): boolean {
  return (
    typeof node.properties === 'object' &&
    node.properties !== null &&
    node.additionalProperties === undefined &&
    node.patternProperties === undefined &&
    node.allOf === undefined &&
    [node.type].flat().every((type) => type === undefined || type === 'object' || type === 'null')
  );
}

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A value the serializer writes as it is (snakeizeKeys would give it back unchanged too). */
function isScalar(node: JsonSchema): boolean {
  if (node.$ref !== undefined || node.anyOf !== undefined || node.oneOf !== undefined || node.allOf !== undefined)
    return false;
  const types = [node.type].flat();
  return types.length > 0 && types.every((type) => typeof type === 'string' && SCALARS.has(type));
}
