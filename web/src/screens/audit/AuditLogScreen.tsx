import { useState } from 'react';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, dayRangeProblem, isCalendarDay } from '@pilotage/domain';
import { AuditLogDocument } from '../../graphql/generated/graphql';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { usePeriodFilter } from '../../lib/usePeriodFilter';
import { useServerList } from '../../lib/useServerList';
import { auditTexts } from '../../lib/audit-texts';
import { AuditLogView } from './AuditLogView';
import type { ActorChoice } from './components/ActorAutocomplete';

type AuditFilter = 'actor_id' | 'entity_type' | 'entity_id' | 'action' | 'from' | 'to';

const oneOf = (choices: readonly string[]) => (value: string) => choices.includes(value);
const identifier = (value: string) => /^\d{1,18}$/.test(value);

/** `/audit-log?entity_type=task&entity_id=12&action=update&from=2026-01-01`: newest first, the server's only order. */
const AUDIT_LIST: ListUrlSpec<AuditFilter> = {
  filters: {
    actor_id: identifier,
    entity_type: oneOf(AUDIT_ENTITY_TYPES),
    entity_id: (value) => /^[\w-]{1,64}$/.test(value),
    action: oneOf(AUDIT_ACTIONS),
    from: isCalendarDay,
    to: isCalendarDay,
  },
  filtersValid: (filters) => !dayRangeProblem(filters.from, filters.to),
};

export function AuditLogScreen() {
  const list = useServerList({
    query: AuditLogDocument,
    url: AUDIT_LIST,
    variables: ({ page, filters }) => ({
      filter: {
        actorId: filters.actor_id ? Number(filters.actor_id) : undefined,
        entityType: filters.entity_type || undefined,
        entityId: filters.entity_id || undefined,
        action: filters.action || undefined,
        from: filters.from || undefined,
        to: filters.to || undefined,
      },
      page,
    }),
    pageOf: (data) => data.auditLog,
    loadFailed: auditTexts.loadFailed,
  });
  const period = usePeriodFilter({ startDate: list.filters.from, endDate: list.filters.to }, ({ startDate, endDate }) =>
    list.setFilters({ from: startDate, to: endDate }),
  );
  // The address holds the actor's id only: the name comes from the choice made, else from the rows shown.
  const [chosen, setChosen] = useState<ActorChoice | null>(null);
  const actorId = list.filters.actor_id ? Number(list.filters.actor_id) : null;
  const actor =
    actorId === null
      ? null
      : chosen?.id === actorId
        ? chosen
        : { id: actorId, username: list.rows.find((row) => row.actorId === actorId)?.actorUsername ?? `n° ${actorId}` };

  return (
    <AuditLogView
      entries={list.rows}
      loading={list.loading}
      error={list.error}
      paging={list.paging}
      filters={{
        actor,
        entityType: list.filters.entity_type,
        action: list.filters.action,
        entityId: list.filters.entity_id,
      }}
      onFiltersChange={(changes) => {
        if (changes.actor !== undefined) setChosen(changes.actor);
        list.setFilters({
          ...(changes.actor !== undefined && { actor_id: changes.actor ? String(changes.actor.id) : '' }),
          ...(changes.entityType !== undefined && { entity_type: changes.entityType }),
          ...(changes.entityId !== undefined && { entity_id: changes.entityId }),
          ...(changes.action !== undefined && { action: changes.action }),
        });
      }}
      period={period.period}
      onPeriodChange={period.change}
      onRefresh={() => void list.refetch()}
    />
  );
}
