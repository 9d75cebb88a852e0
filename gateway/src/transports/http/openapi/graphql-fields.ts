import { Float, ID, Int, getMetadataStorage } from 'type-graphql';
import type { JsonSchema, PayloadClass } from './json-schema';

/** What type-graphql knows of one `@Field` of a class. */
type FieldMetadata = ReturnType<typeof getMetadataStorage>['fields'][number];

/** The class and its ancestors, the farthest first (fields of a parent come before a child's). */
function lineage(cls: PayloadClass): object[] {
  const chain: object[] = [];
  for (
    let current: object | null = cls;
    current !== null && current !== Function.prototype;
    current = Object.getPrototypeOf(current)
  )
    chain.unshift(current);
  return chain;
}

/** The `@Field`s of a view or input class, inherited ones included, as type-graphql recorded them. */
export function graphqlFields(cls: PayloadClass): FieldMetadata[] {
  const { fields } = getMetadataStorage();
  const byName = new Map<string, FieldMetadata>();
  for (const target of lineage(cls))
    for (const field of fields) if (field.target === target) byName.set(field.name, field);
  return [...byName.values()];
}

/** The GraphQL name and description of an `@ObjectType` or `@InputType` class: its name in the OpenAPI components too. */
export function graphqlType(cls: PayloadClass): { name: string; description?: string } {
  const { objectTypes, inputTypes } = getMetadataStorage();
  const type =
    objectTypes.find((candidate) => candidate.target === cls) ??
    inputTypes.find((candidate) => candidate.target === cls);
  if (!type)
    throw new Error(
      `${cls.name} n'est ni un @ObjectType ni un @InputType : impossible d'en décrire le schéma OpenAPI.`,
    );
  return { name: type.name, description: type.description };
}

/** A GraphQL scalar as JSON Schema, or null when the type is an object type (a class). */
export function scalarSchema(type: unknown): JsonSchema | null {
  if (type === String || type === ID) return { type: 'string' };
  if (type === Int) return { type: 'integer' };
  if (type === Float || type === Number) return { type: 'number' };
  if (type === Boolean) return { type: 'boolean' };
  return null;
}
