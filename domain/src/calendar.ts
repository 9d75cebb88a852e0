import { messages } from './messages';
import { DONE } from './task-status';

/**
 * The business calendar. Days are 'YYYY-MM-DD' strings, the only date type the business tables
 * use; "today" is the day in the business time zone (APP_TIMEZONE), never the browser's.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for an existing calendar day written 'YYYY-MM-DD' (2025-02-29 is refused). */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** An ISO 8601 timestamp with its offset, such as a browser's `new Date().toISOString()`. */
export function isIsoTimestamp(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) &&
    !Number.isNaN(Date.parse(value))
  );
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (year: number, month: number, day: number) => `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

// Building a formatter is costly and today() runs on every task request: one per time zone.
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The day `now` falls on in `timeZone` (an IANA name such as Europe/Paris). */
export function today(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormats.get(timeZone);
  // en-CA writes dates as YYYY-MM-DD.
  if (!formatter)
    dayFormats.set(
      timeZone,
      (formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })),
    );
  return formatter.format(now);
}

/** Whether this runtime knows the time zone (an unknown one makes Intl throw). */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    today(timeZone);
    return true;
  } catch {
    return false;
  }
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

/** docs/product.md §4: a task is overdue when it has a due date before today and is not Terminé. */
export function isOverdue(
  task: { dueDate: string | null | undefined; status: string },
  businessToday: string,
): boolean {
  return Boolean(task.dueDate) && task.status !== DONE && task.dueDate! < businessToday;
}

/** docs/product.md §5: the start of an inclusive range may not come after its end (either bound may be missing). */
export const dayRangeProblem = (start: string | null | undefined, end: string | null | undefined): string | null =>
  start && end && start > end ? messages.dateOrder : null;
