import { ADMIN_ROLES, type LiveEntityType, type Role, STAFF_ROLES } from '@pilotage/domain';

/** The channels the migration's triggers notify (Migration20261126030000_live_changes). */
export const CHANGES_CHANNEL = 'pilotage_changes';
export const SESSIONS_ENDED_CHANNEL = 'pilotage_sessions_ended';
/** Sessions whose cached lookup is stale (Migration2026121600000000001_session_cache_notifications). */
export const SESSIONS_STALE_CHANNEL = 'pilotage_sessions_stale';

/** Who may hear of a change, by entity type: the users' list is the Admins' alone. */
const AUDIENCE = {
  task: STAFF_ROLES,
  transaction: STAFF_ROLES,
  employee: STAFF_ROLES,
  invoice: STAFF_ROLES,
  user: ADMIN_ROLES,
} as const satisfies Record<LiveEntityType, readonly Role[]>;

export const isLiveEntityType = (value: string): value is LiveEntityType => Object.hasOwn(AUDIENCE, value);
export const mayHear = (role: Role, entityType: LiveEntityType): boolean => AUDIENCE[entityType].includes(role);

/** `resync`: events may have been missed (the LISTEN connection dropped): refetch everything. */
export type LiveAction = 'insert' | 'update' | 'delete' | 'resync';

export interface LiveChange {
  /** null for a resync, which concerns every entity type. */
  entityType: LiveEntityType | null;
  action: LiveAction;
  /** The changed ids, or null when there were too many to list (or for a resync). */
  ids: string[] | null;
}

export const RESYNC: LiveChange = { entityType: null, action: 'resync', ids: null };

/** A `pilotage_changes` payload, or null when it is not one (nothing else should NOTIFY there). */
export function parseChange(payload: string | undefined): LiveChange | null {
  try {
    const parsed = JSON.parse(payload ?? '') as { entity_type?: unknown; action?: unknown; ids?: unknown };
    const { entity_type: entityType, action, ids } = parsed;
    if (typeof entityType !== 'string' || !isLiveEntityType(entityType)) return null;
    if (action !== 'insert' && action !== 'update' && action !== 'delete') return null;
    const list = Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
    return { entityType, action, ids: list };
  } catch {
    return null;
  }
}

/** A `pilotage_sessions_ended` payload: the ended sessions' ids. */
export function parseEndedSessions(payload: string | undefined): string[] {
  try {
    const ids: unknown = JSON.parse(payload ?? '');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** A `pilotage_sessions_stale` payload: the updated sessions' ids, or null for every session. */
export function parseStaleSessions(payload: string | undefined): string[] | null {
  const ids = parseEndedSessions(payload);
  return payload?.startsWith('[') ? ids : null;
}
