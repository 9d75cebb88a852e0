import { MAX_SEARCH_LENGTH } from '@pilotage/domain';
import { toSnake } from '../../../kernel/helpers/case';
import { MAX_ID } from '../../../kernel/helpers/ids';
import { MAX_PAGE_SIZE } from '../../../kernel/helpers/pagination';
import type { JsonSchema } from './json-schema';

/**
 * The query parameters of a list, each described with the values its parser allows (the same
 * constants). The defaults are asked of the parser itself: what it makes of an empty query.
 * `tests/api/openapi.test.ts` sends every documented value, and values just outside, to check
 * that the parser agrees.
 */
export function queryOf(
  parse: (raw: Record<string, unknown>) => object,
  parameters: Record<string, JsonSchema>,
): Record<string, JsonSchema> {
  const defaults = Object.fromEntries(
    Object.entries(parse({})).map(([key, value]) => [toSnake(key), value as unknown]),
  );
  return Object.fromEntries(
    Object.entries(parameters).map(([name, schema]) => [
      name,
      defaults[name] === undefined ? schema : { ...schema, default: defaults[name] },
    ]),
  );
}

/** `limit` and `offset` of `pageRequest` (`gateway/src/kernel/helpers/pagination.ts`). */
export const PAGE_PARAMETERS: Record<string, JsonSchema> = {
  limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: 'Nombre de lignes au plus.' },
  offset: { type: 'integer', minimum: 0, maximum: MAX_ID, description: 'Nombre de lignes à sauter.' },
};

export const choiceParameter = (allowed: readonly string[], description: string): JsonSchema => ({
  type: 'string',
  enum: [...allowed],
  description,
});

export const idParameter = (description: string): JsonSchema => ({
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  description,
});

export const dayParameter = (description: string): JsonSchema => ({ type: 'string', format: 'date', description });

export const integerParameter = (minimum: number, maximum: number, description: string): JsonSchema => ({
  type: 'integer',
  minimum,
  maximum,
  description,
});

/** A free-text filter of `searchParam` (`gateway/src/kernel/database/search.ts`). */
export const searchParameter = (description: string): JsonSchema => ({
  type: 'string',
  maxLength: MAX_SEARCH_LENGTH,
  description: `${description} Majuscules et accents ignorés ; vide : pas de filtre.`,
});

export const uuidParameter = (description: string): JsonSchema => ({ type: 'string', format: 'uuid', description });
