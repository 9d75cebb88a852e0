import { today } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { STAFF, requireRole } from '../../kernel/context/access';
import { dayRange } from '../../kernel/helpers/calendar';
import { optionalIdParam, optionalIntegerParam } from '../../kernel/helpers/query-params';
import { coalescing } from './coalesce';
import { MAX_TOP, type PerformanceQuery, selectPerformanceStats } from './performance-queries';
import type { PerformanceStatsView } from './performance.types';

/** Filters from a query string (snake_case or camelCase) or GraphQL arguments. */
export function performanceQuery(raw: Record<string, unknown>): PerformanceQuery {
  // Named, not spread first into the literal: V8 builds such a literal on its slow path (about 1 µs).
  const { startDate, endDate } = dayRange(raw.startDate ?? raw.start_date, raw.endDate ?? raw.end_date);
  return {
    startDate,
    endDate,
    employeeId: optionalIdParam(raw.employeeId ?? raw.employee_id),
    top: optionalIntegerParam(raw.top, 'top', 1, MAX_TOP),
  };
}

// Every dashboard opens with the same unfiltered question: concurrent identical requests share
// one run (the counters make it cheap, but each answer still builds one row per employee).
const sharedRuns = coalescing<PerformanceStatsView>();

/** Every figure of the performance screen and the dashboard cards, aggregated by PostgreSQL. */
export async function performanceStats(ctx: Context, query: PerformanceQuery): Promise<PerformanceStatsView> {
  requireRole(ctx, STAFF);
  const day = today(ctx.deps.config.timezone);
  const key = JSON.stringify([day, query.startDate, query.endDate, query.employeeId, query.top]);
  return sharedRuns(key, () => selectPerformanceStats(ctx.em, query, day));
}
