import type { ChartBucket } from '@pilotage/domain';
import { formatDate, parseDay } from './format';

const dayMonth = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short' });
const dayMonthYear = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'short', year: 'numeric' });
const monthYear = new Intl.DateTimeFormat('fr-FR', { month: 'short', year: 'numeric' });
const longMonthYear = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });

/** How each bucket is named under the chart's title. */
export const BUCKET_CAPTIONS: Record<ChartBucket, string | null> = {
  day: null,
  week: 'Par semaine (du lundi)',
  month: 'Par mois',
};

/**
 * The label of a bar's date ('YYYY-MM-DD', the first day of its week or month) on the axis (`tick`)
 * or in the tooltip. A week or a month always shows its year; a day shows it when the bars cross a
 * new year, so « 2 janv. » is never read in the wrong year.
 */
export function bucketLabel(day: string, bucket: ChartBucket, place: 'tick' | 'tooltip', manyYears = false): string {
  const date = parseDay(day);
  if (bucket === 'month') return (place === 'tick' ? monthYear : longMonthYear).format(date);
  if (bucket === 'week')
    return place === 'tick' ? dayMonthYear.format(date) : `Semaine du ${dayMonthYear.format(date)}`;
  if (place === 'tooltip') return formatDate(day);
  return (manyYears ? dayMonthYear : dayMonth).format(date);
}

/** Whether the dates ('YYYY-MM-DD', oldest first) span more than one calendar year. */
export const spansYears = (days: readonly string[]): boolean =>
  days.length > 0 && days[0].slice(0, 4) !== days[days.length - 1].slice(0, 4);
