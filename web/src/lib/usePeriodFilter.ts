import { useState } from 'react';
import { dayRangeProblem } from '@pilotage/domain';

/** Inclusive bounds as date fields hold them: 'YYYY-MM-DD', or '' for no bound. */
export interface Period {
  startDate: string;
  endDate: string;
}

/**
 * A list's period filter: `applied` is the URL's, and `apply` writes a new one there. The period
 * typed stays on screen while its bounds are in the wrong order (the filter shows the error and
 * the list keeps the last valid period); a period applied from elsewhere (back button) replaces it.
 */
export function usePeriodFilter(applied: Period, apply: (period: Period) => void) {
  const [period, setPeriod] = useState(applied);
  const [shown, setShown] = useState(applied);
  if (shown.startDate !== applied.startDate || shown.endDate !== applied.endDate) {
    setShown(applied);
    setPeriod(applied);
  }
  const change = (next: Period) => {
    setPeriod(next);
    if (!dayRangeProblem(next.startDate, next.endDate)) apply(next);
  };
  return { period, change };
}
