import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { snakeizeKeys, toCamel, toSnake } from '../../gateway/src/kernel/helpers/case';
import { openApiDocument } from '../../gateway/src/composition/rest-api';
import { answerShape } from '../../gateway/src/transports/http/answer-shapes';
import type { JsonSchema } from '../../gateway/src/transports/http/openapi/json-schema';
import { loginAdmin } from '../support/actors';
import { call } from '../support/http';
import { startTestServer, type TestServer } from '../support/server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const TEXT = 'Texte « accentué », "guillemets" \\ et\nretour';

/**
 * A view as a service gives it (camelCase keys) for a documented schema: every property filled,
 * `variant` choosing null or a value for the nullable ones and how long lists are, plus keys the
 * schema does not name (a page's `total`), which no answer may carry.
 */
function viewOf(schema: JsonSchema, schemas: Record<string, JsonSchema>, variant: number, depth = 0): unknown {
  if (typeof schema.$ref === 'string') return viewOf(schemas[schema.$ref.replace(/#$/, '')], schemas, variant, depth);
  const branches = [schema.anyOf ?? schema.oneOf].flat().filter(Boolean) as JsonSchema[];
  if (branches.length > 0) {
    const values = branches.filter((branch) => branch.type !== 'null');
    return variant % 2 === 1 && values.length < branches.length ? null : viewOf(values[0], schemas, variant, depth);
  }
  if (Array.isArray(schema.enum)) return schema.enum[variant % schema.enum.length];
  const types = [schema.type].flat();
  if (types.includes('null') && variant % 2 === 1) return null;
  if (types.includes('array'))
    return depth > 3
      ? []
      : Array.from({ length: variant + 1 }, (_, i) =>
          viewOf(schema.items as JsonSchema, schemas, variant + i, depth + 1),
        );
  if (typeof schema.properties === 'object' && schema.properties !== null) {
    if (depth > 3) return null;
    const view: Record<string, unknown> = { total: 42, notDocumented: 'secret' };
    for (const [key, property] of Object.entries(schema.properties as Record<string, JsonSchema>))
      // Its camelCase key, or the snake_case one when no camelCase key turns into it (`require_2fa_…`).
      view[toSnake(toCamel(key)) === key ? toCamel(key) : key] = viewOf(property, schemas, variant, depth + 1);
    return view;
  }
  if (types.includes('object')) return { someKey: 1, otherKey: { innerKey: TEXT } };
  if (types.includes('integer')) return 17 + variant;
  if (types.includes('number')) return -1234.5 + variant;
  if (types.includes('boolean')) return variant % 2 === 0;
  if (schema.format === 'date-time') return new Date(Date.UTC(2026, 10, 27, 8, variant));
  return `${TEXT} ${variant}`;
}

/** The shared schemas the facade's answers name, directly or through other schemas. */
async function answerSchemaIds(schemas: Record<string, JsonSchema>): Promise<string[]> {
  const paths = (await openApiDocument()).paths as Record<string, Record<string, { responses?: object }>>;
  const named = (value: unknown) =>
    [...JSON.stringify(value).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((match) => match[1]);
  const found = new Set(
    Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((o) => named(o.responses))),
  );
  for (const id of found) for (const inner of named(schemas[id] ?? {})) found.add(inner);
  return [...found].filter((id) => schemas[id] !== undefined);
}

describe('REST answer shapes', () => {
  it('give every documented answer the same bytes as copying its keys in snake_case did', async () => {
    const schemas = server.app.getSchemas() as Record<string, JsonSchema>;
    const compile = SerializerSelector()(schemas, {});
    let compared = 0;
    const ids = await answerSchemaIds(schemas);
    for (const id of ids) {
      const schema = { $ref: `${id}#` };
      const serialize = compile({ schema, method: 'GET', url: '/', httpStatus: '200' }) as (data: unknown) => string;
      const serializeList = compile({
        schema: { type: 'array', items: schema },
        method: 'GET',
        url: '/',
        httpStatus: '200',
      }) as (data: unknown) => string;
      const shape = answerShape(server.app, schema);
      const shapeList = answerShape(server.app, { type: 'array', items: schema });
      for (let variant = 0; variant < 3; variant += 1) {
        const view = viewOf(schema, schemas, variant);
        expect(serialize(shape(view))).toBe(serialize(snakeizeKeys(view)));
        const list = [view, viewOf(schema, schemas, variant + 1)];
        expect(serializeList(shapeList(list))).toBe(serializeList(snakeizeKeys(list)));
        compared += 1;
      }
    }
    // Every view the facade answers with, three ways each.
    expect(ids.length).toBeGreaterThan(40);
    expect(compared).toBe(ids.length * 3);
  });

  it('read a view built with snake_case keys as before, and keep only what the schema names', () => {
    const shape = answerShape(server.app, {
      type: 'object',
      properties: { created_at: { type: 'string' }, related_employee_id: { type: ['integer', 'null'] } },
    });
    expect(shape({ created_at: '2026-11-27', relatedEmployeeId: 3, total: 9 })).toEqual({
      created_at: '2026-11-27',
      related_employee_id: 3,
    });
    expect(shape(null)).toBeNull();
  });

  it('answer a page without its total column, in snake_case', async () => {
    const token = await loginAdmin(server);
    const created = await call(server.url, 'POST', '/api/financials', {
      token,
      body: { amount: -12.5, description: TEXT, date: '2026-11-20', category: 'Dépense Marketing' },
    });
    expect(created.status).toBe(201);
    const page = await call(server.url, 'GET', '/api/financials?limit=5', { token });
    expect(page.status).toBe(200);
    const [row] = page.body as Record<string, unknown>[];
    expect(Object.keys(row)).toEqual([
      'id',
      'amount',
      'description',
      'date',
      'category',
      'type',
      'related_employee_id',
      'related_employee_name',
      'related_source',
      'created_at',
      'has_attachment',
    ]);
    expect(row).toMatchObject({ amount: -12.5, description: TEXT, type: 'Dépense', has_attachment: false });
    expect(page.headers.get('x-total-count')).toBe('1');
  });
});
