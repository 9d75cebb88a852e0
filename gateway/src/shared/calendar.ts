import { badInput } from './errors';

/** Calendar days as 'YYYY-MM-DD' strings: the only date type the business tables use. */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for an existing calendar day written 'YYYY-MM-DD' (2025-02-29 is refused). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

// Building a formatter is costly and today() runs on every task request: one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** Today in the business time zone (APP_TIMEZONE), which decides "overdue" and default dates. */
export function today(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormats.get(timeZone);
  // en-CA formats dates as YYYY-MM-DD.
  if (!formatter) dayFormats.set(timeZone, (formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })));
  return formatter.format(now);
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1, date + days));
  return format(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** Adds calendar months, clamping to the last day of the target month (31 Jan + 1 = 28/29 Feb). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = (index % 12) + 1;
  return format(targetYear, targetMonth, Math.min(date, daysInMonth(targetYear, targetMonth)));
}

export const DATE_RANGE_MESSAGE = 'La date de début ne peut pas être postérieure à la date de fin.';

/** An optional inclusive day range from query parameters; start after end is refused (spec.md §5). */
export function dayRange(start: unknown, end: unknown): { startDate?: string; endDate?: string } {
  const day = (value: unknown, name: string) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (!isCalendarDay(value)) throw badInput(`Paramètre « ${name} » invalide : format AAAA-MM-JJ attendu.`);
    return value;
  };
  const range = { startDate: day(start, 'start_date'), endDate: day(end, 'end_date') };
  if (range.startDate && range.endDate && range.startDate > range.endDate) throw badInput(DATE_RANGE_MESSAGE);
  return range;
}
