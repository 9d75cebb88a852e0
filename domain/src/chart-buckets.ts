/**
 * How a chart of amounts groups its days: one bar a day reads well up to a quarter; beyond, the
 * bars get too thin to see, so a longer period is drawn by week (up to half a year), then by month.
 */
export const CHART_BUCKETS = ['day', 'week', 'month'] as const;
export type ChartBucket = (typeof CHART_BUCKETS)[number];

/** What a caller may ask for: a bucket, or `auto` (by the period's length). */
export const CHART_BUCKET_CHOICES = [...CHART_BUCKETS, 'auto'] as const;
export type ChartBucketChoice = (typeof CHART_BUCKET_CHOICES)[number];

/** Up to this many days (a quarter and a day, so any calendar quarter), one bar a day. */
export const MAX_DAILY_BARS = 92;
/** Up to this many days (any half-year), one bar a week. */
export const MAX_WEEKLY_SPAN = 184;

const dayNumber = (day: string): number =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** The number of days from `start` to `end`, both included ('YYYY-MM-DD'). */
export const daysInPeriod = (start: string, end: string): number => dayNumber(end) - dayNumber(start) + 1;

/** The bucket of a period from `start` to `end` (inclusive): by day, week or month as it lengthens. */
export function chartBucket(start: string, end: string): ChartBucket {
  const days = daysInPeriod(start, end);
  if (days <= MAX_DAILY_BARS) return 'day';
  return days <= MAX_WEEKLY_SPAN ? 'week' : 'month';
}
