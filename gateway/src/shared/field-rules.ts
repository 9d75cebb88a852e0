import { ValidateBy } from 'class-validator';
import { isCalendarDay } from './calendar';

/** Extra class-validator rules for the business inputs; absent (undefined) always passes. */

const rule = (name: string, message: string, validate: (value: unknown) => boolean) =>
  ValidateBy({ name, validator: { validate: (value: unknown) => value === undefined || validate(value) } }, { message });

/** A 'YYYY-MM-DD' day; null allowed when `nullable`. */
export const CalendarDay = (message: string, nullable = false) =>
  rule('calendarDay', message, (value) => (nullable && value === null) || isCalendarDay(value));

/** A 'YYYY-MM-DD' day, or an ISO 8601 timestamp (the client's `new Date().toISOString()`). */
export const DayOrTimestamp = (message: string) =>
  rule('dayOrTimestamp', message, (value) => isCalendarDay(value) || (typeof value === 'string' && isIsoTimestamp(value)));

export function isIsoTimestamp(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/.test(value) && !Number.isNaN(Date.parse(value));
}

/** A positive integer id (PostgreSQL integer) or null. */
export const OptionalId = (message: string) =>
  rule('optionalId', message, (value) => value === null || (Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 2_147_483_647));

export const OptionalBoolean = (message: string) => rule('optionalBoolean', message, (value) => value === null || typeof value === 'boolean');

/** Up to 12 digits before the point: what numeric(14,2) holds. */
const MAX_AMOUNT = 999_999_999_999.99;

/** A number, or a numeric string as a form may send. */
export const isNumberLike = (value: unknown): value is number | string =>
  (typeof value === 'number' && !Number.isNaN(value)) || (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)));

/** Fits numeric(14,2) exactly: finite, in range, at most two decimals (the form's step 0.01). */
export function isExactAmount(value: number | string): boolean {
  const text = typeof value === 'number' ? String(value) : value.trim();
  return /^[-+]?\d+(\.\d{1,2})?$/.test(text) && Math.abs(Number(text)) <= MAX_AMOUNT;
}

/** A required amount: `notANumber` when it is not a number at all, `invalid` when the column cannot hold it. */
export function Amount(notANumber: string, invalid: string): PropertyDecorator {
  return (target, property) => {
    ValidateBy({ name: 'amountIsNumber', validator: { validate: isNumberLike } }, { message: notANumber })(target, property);
    // Judged only once the value is a number, so a bad amount gets exactly one message.
    ValidateBy(
      { name: 'amountIsExact', validator: { validate: (value: unknown) => !isNumberLike(value) || isExactAmount(value) } },
      { message: invalid },
    )(target, property);
  };
}

/** The exact decimal text stored in numeric(14,2): '12.30', never a binary float. */
export function toDecimal(value: number | string): string {
  return Number(value).toFixed(2);
}
