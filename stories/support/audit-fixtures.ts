import type { AuditEntryFieldsFragment } from '../../web/src/graphql/generated/graphql';

const entry = (
  row: Partial<AuditEntryFieldsFragment> & Pick<AuditEntryFieldsFragment, 'id' | 'action' | 'entityType'>,
): AuditEntryFieldsFragment => ({
  at: '2026-03-12T09:15:00.000Z',
  actorId: 2,
  actorUsername: 'claire.martin',
  ip: '192.168.1.24',
  entityId: null,
  entityLabel: null,
  changes: [],
  ...row,
});

/** A morning of the journal, newest first: edits, a creation, a deletion, sign-ins and a failed one. */
export const auditEntries: AuditEntryFieldsFragment[] = [
  entry({
    id: '118',
    at: '2026-03-12T10:42:00.000Z',
    action: 'update',
    entityType: 'task',
    entityId: '57',
    changes: [
      { field: 'title', before: 'Inventaire', after: 'Inventaire' },
      { field: 'status', before: 'À faire', after: 'Terminé' },
    ],
  }),
  entry({
    id: '117',
    at: '2026-03-12T10:30:00.000Z',
    action: 'update',
    entityType: 'transaction',
    entityId: '214',
    changes: [
      { field: 'description', before: 'Loyer', after: 'Loyer' },
      { field: 'amount', before: '-1200', after: '-1250.5' },
      { field: 'date', before: '2026-03-01', after: '2026-03-02' },
    ],
  }),
  entry({
    id: '116',
    at: '2026-03-12T10:05:00.000Z',
    actorId: 1,
    actorUsername: 'admin',
    ip: '10.0.0.5',
    action: 'create',
    entityType: 'employee',
    entityId: '16',
    changes: [
      { field: 'name', before: null, after: 'Jean Dupont' },
      { field: 'notes', before: null, after: '' },
      { field: 'manager_user_id', before: null, after: '2' },
    ],
  }),
  entry({
    id: '115',
    at: '2026-03-12T09:58:00.000Z',
    actorId: 1,
    actorUsername: 'admin',
    ip: '10.0.0.5',
    action: 'password_change',
    entityType: 'user',
    entityId: '4',
    changes: [{ field: 'username', before: 'lea.dubois', after: 'lea.dubois' }],
  }),
  entry({
    id: '114',
    at: '2026-03-12T09:40:00.000Z',
    action: 'delete',
    entityType: 'transaction',
    entityId: '198',
    changes: [
      { field: 'description', before: 'Fournitures', after: null },
      { field: 'amount', before: '-86.4', after: null },
    ],
  }),
  entry({
    id: '113',
    at: '2026-03-12T09:20:00.000Z',
    actorId: 1,
    actorUsername: 'admin',
    ip: '10.0.0.5',
    action: 'update',
    entityType: 'setting',
    entityId: 'telegram_bot_token',
    changes: [
      { field: 'key', before: 'telegram_bot_token', after: 'telegram_bot_token' },
      { field: 'value', before: '***', after: '***' },
    ],
  }),
  entry({ id: '112', at: '2026-03-12T09:15:00.000Z', action: 'login', entityType: 'user', entityId: '2' }),
  entry({
    id: '111',
    at: '2026-03-12T09:14:00.000Z',
    actorId: null,
    actorUsername: null,
    action: 'login_failed',
    entityType: 'user',
    changes: [{ field: 'username', before: null, after: 'bob' }],
  }),
  entry({
    id: '110',
    at: '2026-03-12T02:00:00.000Z',
    actorId: null,
    actorUsername: null,
    ip: null,
    action: 'create',
    entityType: 'task',
    entityId: '58',
    changes: [{ field: 'title', before: null, after: 'Relevé des compteurs' }],
  }),
];

/** One task's history, as its « Historique » dialog shows it. */
export const taskHistory: AuditEntryFieldsFragment[] = [
  auditEntries[0],
  entry({
    id: '96',
    at: '2026-03-10T16:02:00.000Z',
    action: 'update',
    entityType: 'task',
    entityId: '57',
    changes: [
      { field: 'title', before: 'Inventaire', after: 'Inventaire' },
      { field: 'due_date', before: null, after: '2026-03-14' },
      { field: 'assigned_employee_id', before: null, after: '3' },
    ],
  }),
  entry({
    id: '95',
    at: '2026-03-10T15:58:00.000Z',
    action: 'create',
    entityType: 'task',
    entityId: '57',
    changes: [
      { field: 'title', before: null, after: 'Inventaire' },
      { field: 'status', before: null, after: 'À faire' },
    ],
  }),
];
