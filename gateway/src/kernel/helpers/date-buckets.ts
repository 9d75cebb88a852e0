import { addDays, addMonths } from '@pilotage/domain';

/**
 * Inclusive ranges of counter buckets (the first day of their day, month or year: `task_counts` by due
 * date, see Migration20261124000000_counts; the transactions' day, month and year totals) that together
 * cover a range of dates exactly: the edge days, the edge months, then whole years. A missing bound is
 * open on that side.
 */
export interface BucketRange {
  period: 'day' | 'month' | 'year';
  from?: string;
  to?: string;
}

const monthStart = (day: string) => `${day.slice(0, 8)}01`;
const monthEnd = (day: string) => addDays(addMonths(monthStart(day), 1), -1);
const yearStart = (day: string) => `${day.slice(0, 4)}-01-01`;
const yearEnd = (day: string) => `${day.slice(0, 4)}-12-31`;

/** The buckets covering the due dates [start, end] (no bound on a missing side), fewest first: days, months, years. */
export function coveringBuckets(start?: string, end?: string): BucketRange[] {
  if (start && end && start > end) return [];
  const ranges: BucketRange[] = [];
  let from = start;
  let to = end;
  // Days before the first whole month, and after the last one.
  if (from && from !== monthStart(from)) {
    const last = monthEnd(from);
    if (to && to <= last) return [{ period: 'day', from, to }];
    ranges.push({ period: 'day', from, to: last });
    from = addDays(last, 1);
  }
  if (to && to !== monthEnd(to)) {
    ranges.push({ period: 'day', from: monthStart(to), to });
    to = addDays(monthStart(to), -1);
    if (from && from > to) return ranges;
  }
  // Now whole months: those before the first whole year, and after the last one.
  if (from && from !== yearStart(from)) {
    if (to && to <= yearEnd(from)) return [...ranges, { period: 'month', from, to: monthStart(to) }];
    ranges.push({ period: 'month', from, to: `${from.slice(0, 4)}-12-01` });
    from = addDays(yearEnd(from), 1);
  }
  if (to && to !== yearEnd(to)) {
    ranges.push({ period: 'month', from: yearStart(to), to: monthStart(to) });
    to = addDays(yearStart(to), -1);
    if (from && from > to) return ranges;
  }
  ranges.push({ period: 'year', from, to: to && yearStart(to) });
  return ranges;
}

/** Roughly how many buckets per employee and status `ranges` read (an open range of years counts 2). */
export function bucketCount(ranges: BucketRange[]): number {
  const span = ({ period, from, to }: BucketRange) => {
    if (!from || !to) return 2;
    const [fy, fm] = from.split('-').map(Number);
    const [ty, tm] = to.split('-').map(Number);
    if (period === 'year') return ty - fy + 1;
    if (period === 'month') return (ty - fy) * 12 + tm - fm + 1;
    return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  };
  return ranges.reduce((sum, range) => sum + span(range), 0);
}
