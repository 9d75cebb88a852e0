import { parseCents } from '@pilotage/domain';

/**
 * Exact decimal arithmetic for the checks: quantities and unit prices may carry more decimals than
 * cents, and a check that floats could get wrong would accuse a correct invoice.
 */

interface Decimal {
  units: bigint;
  scale: number;
}

const DECIMAL = /^([-+]?)(\d{1,18})(?:\.(\d{1,8}))?$/;

function parse(text: string): Decimal | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  const units = BigInt(whole + fraction) * (sign === '-' ? -1n : 1n);
  return { units, scale: fraction.length };
}

/** Rounds to cents, half away from zero (EN 16931's rounding of amounts). */
function toCents({ units, scale }: Decimal): number {
  if (scale <= 2) return Number(units * 10n ** BigInt(2 - scale));
  const divisor = 10n ** BigInt(scale - 2);
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const rounded = (abs * 2n + divisor) / (divisor * 2n);
  return Number(negative ? -rounded : rounded);
}

/** An amount of the document as cents; null when absent or not a decimal with two places at most. */
export const amountCents = (text: string | null): number | null => (text === null ? null : parseCents(text));

/** quantity × unit price in cents, rounded; null when either is not a decimal. */
export function productCents(quantity: string, unitPrice: string): number | null {
  const a = parse(quantity);
  const b = parse(unitPrice);
  if (!a || !b) return null;
  return toCents({ units: a.units * b.units, scale: a.scale + b.scale });
}

/** base (cents) × rate (percent) in cents, rounded; null when the rate is not a decimal. */
export function percentOfCents(baseCents: number, rate: string): number | null {
  const r = parse(rate);
  if (!r) return null;
  return toCents({ units: BigInt(baseCents) * r.units, scale: r.scale + 4 });
}

/** A rate as one spelling (« 20.00 » and « 20 » are one rate), for grouping lines by rate. */
export function rateKey(rate: string | null): string {
  const r = rate === null ? null : parse(rate);
  if (!r) return rate ?? '';
  const text = r.units.toString().padStart(r.scale + 1, '0');
  const whole = text.slice(0, text.length - r.scale) || '0';
  const fraction = text.slice(text.length - r.scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
