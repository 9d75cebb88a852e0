import { today } from '@pilotage/domain';
import type { Context } from '../context';
import { STAFF, requireRole } from '../shared/access';
import { dayRange } from '../shared/calendar';
import { optionalIdParam } from '../shared/query-params';
import { coalescing } from './coalesce';
import { type PerformanceQuery, selectPerformanceStats } from './performance-queries';
import type { PerformanceStatsView } from './performance.types';

/** Filters from a query string (snake_case or camelCase) or GraphQL arguments. */
export function performanceQuery(raw: Record<string, unknown>): PerformanceQuery {
  return {
    ...dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date),
    employeeId: optionalIdParam(raw.employeeId ?? raw.employee_id),
  };
}

// Every dashboard opens with the same unfiltered question, which scans all tasks: concurrent
// identical requests share one run instead of queueing one scan each for the pool.
const sharedRuns = coalescing<PerformanceStatsView>();

/** Every figure of the performance screen and the dashboard cards, aggregated by PostgreSQL. */
export async function performanceStats(ctx: Context, query: PerformanceQuery): Promise<PerformanceStatsView> {
  requireRole(ctx, STAFF);
  const day = today(ctx.deps.config.timezone);
  const key = JSON.stringify([day, query.startDate, query.endDate, query.employeeId]);
  return sharedRuns(key, () => selectPerformanceStats(ctx.em, query, day));
}
