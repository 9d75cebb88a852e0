import type { FastifyInstance } from 'fastify';
import { graphqlType } from './graphql-fields';
import { inputSchema } from './input-schema';
import { type JsonSchema, type PayloadClass, ref } from './json-schema';
import { viewSchema } from './view-schema';

/**
 * Each payload is described once, as a shared schema of the app under its GraphQL name, which
 * the routes refer to: fastify compiles the answers' serializers against it and @fastify/swagger
 * lists it in `components.schemas`.
 */
export function sharedSchema(app: FastifyInstance, id: string, build: () => JsonSchema): JsonSchema {
  if (app.getSchema(id) === undefined) app.addSchema({ $id: id, ...build() });
  return ref(id);
}

export const viewRef = (app: FastifyInstance, view: PayloadClass): JsonSchema =>
  sharedSchema(app, graphqlType(view).name, () => viewSchema(view, (nested) => viewRef(app, nested)));

export const inputRef = (app: FastifyInstance, input: PayloadClass): JsonSchema =>
  sharedSchema(app, graphqlType(input).name, () => inputSchema(input));
