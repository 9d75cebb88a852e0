import { apiMessages } from '@pilotage/domain';
import { type ClassType, Field, Int, ObjectType } from 'type-graphql';
import { badInput } from './errors';

export const MAX_PAGE_SIZE = 500;

/** A page of a list: the rows asked for, and how many rows match the filters in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/**
 * The GraphQL type of a page of `itemClass`, named by its subclass:
 * `@ObjectType('TaskPage') export class TaskPage extends Page(TaskView) {}`.
 */
export function Page<T extends object>(itemClass: ClassType<T>) {
  // Not in the schema itself (type-graphql 2 emits only the types the resolvers reach): its subclasses are.
  @ObjectType()
  abstract class PageClass implements Page<T> {
    @Field(() => [itemClass]) items!: T[];
    @Field(() => Int) total!: number;
  }
  return PageClass;
}

export interface PageRequest {
  limit: number;
  offset: number;
}

/** An integer between `min` and `max` from a query string or GraphQL args, else a French 400. */
export function integerParam(raw: unknown, name: string, min: number, max: number): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
    throw badInput(apiMessages.integerParameter(name, min, max));
  }
  return Number(text);
}

/** limit (1–500, default `defaultLimit`) and offset (≥ 0) from a query string or GraphQL args. */
export function pageRequest(raw: { limit?: unknown; offset?: unknown }, defaultLimit = MAX_PAGE_SIZE): PageRequest {
  return {
    limit:
      raw.limit === undefined || raw.limit === null ? defaultLimit : integerParam(raw.limit, 'limit', 1, MAX_PAGE_SIZE),
    offset: raw.offset === undefined || raw.offset === null ? 0 : integerParam(raw.offset, 'offset', 0, 2_147_483_647),
  };
}

/** One choice from a fixed list, e.g. `sort_by` or `order`. */
export function choiceParam<T extends string>(raw: unknown, name: string, allowed: readonly T[], fallback: T): T {
  if (raw === undefined || raw === null || raw === '') return fallback;
  if (typeof raw !== 'string' || !allowed.includes(raw as T)) {
    throw badInput(apiMessages.choiceParameter(name, allowed));
  }
  return raw as T;
}
