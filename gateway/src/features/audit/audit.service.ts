import {
  AUDIT_ACTIONS,
  AUDIT_ENTITY_TYPES,
  AUDIT_NAME_FIELDS,
  type AuditAction,
  type AuditEntityType,
  dayRangeProblem,
  isCalendarDay,
  apiMessages,
} from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { Conditions, Params, isoTimestamp, pageClause, query } from '../../kernel/database/sql';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { badInput } from '../../kernel/helpers/errors';
import { type Page, type PageRequest, pageRequest } from '../../kernel/helpers/pagination';
import { optionalChoiceParam, optionalIdParam } from '../../kernel/helpers/query-params';
import type { AuditEntryPage, AuditEntryView } from './audit.types';

/** The longest `entity_id` filter: a setting's key (varchar 100) or a record's id. */
export const MAX_ENTITY_ID_LENGTH = 100;

export interface AuditLogFilters {
  actorId?: number;
  entityType?: AuditEntityType;
  entityId?: string;
  action?: AuditAction;
  /** Business days (APP_TIMEZONE), inclusive. */
  from?: string;
  to?: string;
}

export type AuditLogQuery = AuditLogFilters & PageRequest;

/** A journal row as stored: `changes` is `{column: [before, after]}` with JSON values. */
export interface AuditRow {
  id: string;
  at: string;
  actorId: number | null;
  actorUsername: string | null;
  ip: string | null;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | null;
  entityLabel: string | null;
  changes: Record<string, [unknown, unknown]>;
}

const absent = (value: unknown) => value === undefined || value === null || value === '';

function dayParam(raw: unknown, name: string): string | undefined {
  if (absent(raw)) return undefined;
  if (!isCalendarDay(raw)) throw badInput(apiMessages.dayParameter(name));
  return raw;
}

function entityIdParam(raw: unknown): string | undefined {
  if (absent(raw)) return undefined;
  if (typeof raw !== 'string' || raw.length > MAX_ENTITY_ID_LENGTH) {
    throw badInput(apiMessages.longParameter('entity_id', MAX_ENTITY_ID_LENGTH));
  }
  return raw;
}

/** Filters and page from a query string (snake_case) or GraphQL arguments (camelCase). */
export function auditLogQuery(raw: Record<string, unknown>): AuditLogQuery {
  const filters: AuditLogFilters = {
    actorId: optionalIdParam(raw.actorId ?? raw.actor_id),
    entityType: optionalChoiceParam(raw.entityType ?? raw.entity_type, 'entity_type', AUDIT_ENTITY_TYPES),
    entityId: entityIdParam(raw.entityId ?? raw.entity_id),
    action: optionalChoiceParam(raw.action, 'action', AUDIT_ACTIONS),
    from: dayParam(raw.from, 'from'),
    to: dayParam(raw.to, 'to'),
  };
  const problem = dayRangeProblem(filters.from, filters.to);
  if (problem) throw badInput(problem);
  return { ...filters, ...pageRequest(raw) };
}

/**
 * A record's name as of a journal row: the name column (AUDIT_NAME_FIELDS) of the latest row of
 * that record up to this one that carries it (its value after, or before a deletion). A status
 * change names the task even though its title did not change, and a deleted record keeps its name.
 */
const ENTITY_LABEL = `case a.entity_type ${Object.entries(AUDIT_NAME_FIELDS)
  .map(
    ([type, field]) => `when '${type}' then (
      select coalesce(c.changes -> '${field}' ->> 1, c.changes -> '${field}' ->> 0) from audit_log c
       where c.entity_type = a.entity_type and c.entity_id = a.entity_id and c.id <= a.id and c.changes ? '${field}'
       order by c.id desc limit 1)`,
  )
  .join(' ')} end`;

/**
 * The journal, newest first, for Admins. The day filters compare the business day of `at` (as the
 * other lists do); written as a range of `at`, so the indexes on `at` serve them.
 */
export async function listAuditRows(ctx: Context, page: AuditLogQuery): Promise<Page<AuditRow>> {
  requireRole(ctx, ADMIN);
  const where = new Conditions();
  if (page.actorId !== undefined) where.add(`a.actor_id = ${where.bind(page.actorId)}`);
  if (page.entityType) where.add(`a.entity_type = ${where.bind(page.entityType)}`);
  if (page.entityId !== undefined) where.add(`a.entity_id = ${where.bind(page.entityId)}`);
  if (page.action) where.add(`a.action = ${where.bind(page.action)}`);
  if (page.from || page.to) {
    const zone = where.bind(ctx.deps.config.timezone);
    if (page.from) where.add(`a.at >= (${where.bind(page.from)}::date::timestamp at time zone ${zone})`);
    if (page.to) where.add(`a.at < ((${where.bind(page.to)}::date + 1)::timestamp at time zone ${zone})`);
  }
  const list = new Params(where.values);
  const listSql = `select a.id::text as id, ${isoTimestamp('a.at')} as at, a.actor_id as "actorId", a.actor_username as "actorUsername",
      a.ip, a.action, a.entity_type as "entityType", a.entity_id as "entityId", ${ENTITY_LABEL} as "entityLabel", a.changes
    from audit_log a ${where.sql}
    order by a.at desc, a.id desc ${pageClause(list, page)}`;
  const [items, [{ total }]] = await Promise.all([
    query<AuditRow>(ctx.em, listSql, list.values),
    query<{ total: number }>(ctx.em, `select count(*)::int as total from audit_log a ${where.sql}`, where.values),
  ]);
  return { items, total };
}

// GraphQL gives each value as text: a string as it is, anything else (numbers, booleans, objects) as JSON.
const asText = (value: unknown): string | null =>
  value === null || value === undefined ? null : typeof value === 'string' ? value : JSON.stringify(value);

function entryView(row: AuditRow): AuditEntryView {
  return {
    ...row,
    changes: Object.entries(row.changes).map(([field, [before, after]]) => ({
      field,
      before: asText(before),
      after: asText(after),
    })),
  };
}

/** The GraphQL form of the list: each change as `{field, before, after}`. */
export async function listAuditLog(ctx: Context, raw: Record<string, unknown>): Promise<AuditEntryPage> {
  const page = await listAuditRows(ctx, auditLogQuery(raw));
  return { items: page.items.map(entryView), total: page.total };
}
