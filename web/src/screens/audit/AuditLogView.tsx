import type { ServerPaging } from '../../lib/server-paging';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import type { AuditEntryFieldsFragment } from '../../graphql/generated/graphql';
import type { Period } from '../../lib/usePeriodFilter';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { auditTexts } from '../../lib/audit-texts';
import { type AuditFilterValues, AuditFilters } from './components/AuditFilters';
import { AuditEntriesTable } from '../../components/record-history/AuditEntriesTable';

export interface AuditLogViewProps {
  entries: AuditEntryFieldsFragment[];
  loading: boolean;
  error: string | null;
  paging: ServerPaging;
  filters: AuditFilterValues;
  onFiltersChange(changes: Partial<AuditFilterValues>): void;
  /** The days shown; a period with its bounds in the wrong order is not applied. */
  period: Period;
  onPeriodChange(period: Period): void;
  onRefresh(): void;
}

/** « Journal d'activité » (Admin): every change, sign-in and sign-out, newest first, filtered on the server. */
export function AuditLogView(props: AuditLogViewProps) {
  return (
    <ListScreenLayout
      title={auditTexts.title}
      onRefresh={props.onRefresh}
      error={props.error}
      controls={
        <>
          <FilterSheet
            active={activeFilterCount(
              props.filters.actor,
              props.filters.entityType,
              props.filters.action,
              props.filters.entityId,
              props.period.startDate || props.period.endDate,
            )}
          >
            <AuditFilters values={props.filters} onChange={props.onFiltersChange} />
            <DateRangeFilter range={props.period} onChange={props.onPeriodChange} />
          </FilterSheet>
        </>
      }
    >
      <AuditEntriesTable
        entries={props.entries}
        loading={props.loading}
        paging={props.paging}
        emptyText={auditTexts.empty}
      />
    </ListScreenLayout>
  );
}
