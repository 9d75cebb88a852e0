import type { TransactionType } from './transaction-categories';

/**
 * Money in integer cents: amounts are stored exactly in numeric(14,2) and never computed with
 * binary floats. Parse at the edge, compute in cents, format back to the column's decimal text.
 */

/** numeric(14,2) holds up to 12 digits before the point. */
export const MAX_AMOUNT_CENTS = 99_999_999_999_999;

const DECIMAL = /^([-+]?)(\d+)(?:\.(\d{1,2}))?$/;

/** A number, or a numeric text as a form may send it ('12.5', ' 3 '). */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return !Number.isNaN(value);
  return typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value));
}

/**
 * A decimal amount as integer cents, exactly: '12.3' → 1230, -0.05 → -5. Null when it is not a
 * plain decimal, has more than two decimals (the form's step 0.01), or does not fit numeric(14,2).
 * A number is read as its shortest decimal writing, so 0.1 is 10 cents, not 10.000000000000000555.
 */
export function parseCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = DECIMAL.exec(text);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (whole.replace(/^0+/, '').length > 12) return null;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (cents > MAX_AMOUNT_CENTS) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** The exact decimal text of numeric(14,2): 1230 → '12.30', -5 → '-0.05'. */
export function formatCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export const sumCents = (amounts: readonly number[]): number => amounts.reduce((total, cents) => total + cents, 0);

/** docs/product.md §4: Revenu stores the absolute value, Dépense its negative; without a type the sign is kept. */
export function signedCents(cents: number, type: TransactionType | null | undefined): number {
  if (type === 'Dépense') return cents === 0 ? 0 : -Math.abs(cents);
  return type === 'Revenu' ? Math.abs(cents) : cents;
}
