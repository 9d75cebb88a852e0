import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useBusinessToday } from '../../app/session/business-day';
import { PerformanceStatsDocument } from '../../graphql/generated/graphql';
import { errorCode, errorMessage } from '../../lib/errors';
import { NO_FILTER, type PerformanceFilter, performanceTexts } from './performance-rules';
import { PerformanceView } from './PerformanceView';

/** docs/product.md §8: an expired session is not reported here (the app reloads to the sign-in page). */
const shown = (error: unknown, fallback: string) =>
  error && errorCode(error) !== 'UNAUTHENTICATED' ? errorMessage(error, fallback) : null;

export function PerformanceScreen() {
  const today = useBusinessToday();
  const [filter, setFilter] = useState<PerformanceFilter>(NO_FILTER);
  const variables = {
    filter: {
      startDate: filter.startDate || undefined,
      endDate: filter.endDate || undefined,
      employeeId: filter.employee?.id,
    },
  };
  const stats = useQuery(PerformanceStatsDocument, { variables, notifyOnNetworkStatusChange: true });
  const data = (stats.data ?? stats.previousData)?.performanceStats;
  return (
    <PerformanceView
      filter={filter}
      loading={stats.loading}
      error={shown(stats.error, performanceTexts.statsLoadFailed)}
      stats={data?.overallStats ?? null}
      rows={data?.employeePerformance ?? []}
      onFilter={setFilter}
      onRefresh={() => void stats.refetch()}
      today={today}
    />
  );
}
