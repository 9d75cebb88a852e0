/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as plain data. */
export type JsonSchema = { [keyword: string]: unknown };

/** A class whose decorators describe a payload: a type-graphql view or a class-validator input. */
export type PayloadClass = abstract new (...args: never[]) => object;

/** A reference to a shared schema (added to fastify with `addSchema`), as fastify resolves it. */
export const ref = (id: string): JsonSchema => ({ $ref: `${id}#` });

/** The same schema, or null too. */
export function orNull(schema: JsonSchema): JsonSchema {
  if (schema.type === undefined && Array.isArray(schema.enum))
    return schema.enum.includes(null) ? schema : { ...schema, enum: [...schema.enum, null] };
  if (schema.type === undefined) return { anyOf: [schema, { type: 'null' }] };
  const types = [schema.type].flat();
  const nullable: JsonSchema = { ...schema, type: types.includes('null') ? types : [...types, 'null'] };
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) nullable.enum = [...schema.enum, null];
  return nullable;
}
