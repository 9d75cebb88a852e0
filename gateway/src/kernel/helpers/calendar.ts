import { dayRangeProblem, isCalendarDay, apiMessages } from '@pilotage/domain';
import { badInput } from './errors';

/** An optional inclusive day range from query parameters; start after end is refused (docs/product.md §5). */
export function dayRange(start: unknown, end: unknown): { startDate?: string; endDate?: string } {
  const day = (value: unknown, name: string) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (!isCalendarDay(value)) throw badInput(apiMessages.dayParameter(name));
    return value;
  };
  const range = { startDate: day(start, 'start_date'), endDate: day(end, 'end_date') };
  const problem = dayRangeProblem(range.startDate, range.endDate);
  if (problem) throw badInput(problem);
  return range;
}
