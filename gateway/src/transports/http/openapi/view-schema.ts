import { toSnake } from '../../../kernel/helpers/case';
import { graphqlFields, graphqlType, scalarSchema } from './graphql-fields';
import { type JsonSchema, type PayloadClass, orNull } from './json-schema';

/**
 * The JSON Schema of a view as REST answers it: its type-graphql fields (the GraphQL type of the
 * same view) with their keys in snake_case, every one present, null only where the field is
 * nullable. A field holding another view refers to that view's own schema (`refer`).
 */
export function viewSchema(cls: PayloadClass, refer: (view: PayloadClass) => JsonSchema): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of graphqlFields(cls)) {
    const type = field.getType();
    const item = scalarSchema(type) ?? refer(type as PayloadClass);
    const { nullable, array } = field.typeOptions;
    const itemsNullable = nullable === 'items' || nullable === 'itemsAndList';
    let schema = array ? { type: 'array', items: itemsNullable ? orNull(item) : item } : item;
    if (field.description) schema = { description: field.description, ...schema };
    properties[toSnake(field.name)] = nullable === true || nullable === 'itemsAndList' ? orNull(schema) : schema;
  }
  const { description } = graphqlType(cls);
  return { type: 'object', ...(description ? { description } : {}), properties, required: Object.keys(properties) };
}
