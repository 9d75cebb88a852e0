/**
 * Reading an amount as a person types it. A French keyboard writes « 45,90 » and « 1 234,50 »,
 * an English one « 45.90 » or « 1234.5 »: both are accepted. Anything the reading could take for
 * another magnitude (« 1.234 », « 1,234.50 », three decimals, letters) is refused rather than
 * guessed: a native number input once turned « -45,90 » into −4 590,00 € without a word.
 */

/** Spaces a thousands separator may be written with: plain, no-break and narrow no-break (Intl's). */
const SPACES = /[ \u00a0\u202f]/;
const GROUPED = /^\d{1,3}(?:[ \u00a0\u202f]\d{3})+$/;
const PLAIN = /^\d+$/;
/** A leading sign: minus, plus, or the typographic minus (U+2212) that formatted amounts use. */
const SIGN = /^([-+\u2212])\s*/;

/** The most numeric(14,2) holds: 12 digits before the decimal mark. */
const MAX_WHOLE_DIGITS = 12;

export type MoneyReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; cents: number };

export function readMoney(raw: string): MoneyReading {
  let text = raw.trim();
  if (text === '') return { kind: 'empty' };
  text = text.replace(/\s*€$/, '');
  let negative = false;
  const sign = SIGN.exec(text);
  if (sign) {
    negative = sign[1] !== '+';
    text = text.slice(sign[0].length);
  }
  // One decimal mark at most, followed by one or two digits.
  const marks = text.match(/[.,]/g) ?? [];
  if (marks.length > 1) return { kind: 'invalid' };
  const [whole, fraction] = marks.length === 1 ? text.split(/[.,]/) : [text, undefined];
  if (fraction !== undefined && !/^\d{1,2}$/.test(fraction)) return { kind: 'invalid' };
  if (!(PLAIN.test(whole) || (SPACES.test(whole) && GROUPED.test(whole)))) return { kind: 'invalid' };
  const digits = whole.replace(/[ \u00a0\u202f]/g, '').replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_WHOLE_DIGITS) return { kind: 'invalid' };
  const cents = Number(digits) * 100 + Number((fraction ?? '').padEnd(2, '0'));
  return { kind: 'amount', cents: negative && cents !== 0 ? -cents : cents };
}

/** Cents of a typed amount, or null when the text is empty or not an amount. */
export function moneyCents(raw: string): number | null {
  const reading = readMoney(raw);
  return reading.kind === 'amount' ? reading.cents : null;
}

const grouped = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** How the field shows an amount once typed: 123450 → « 1 234,50 » (readMoney reads it back). */
export function formatMoneyInput(cents: number): string {
  return grouped.format(cents / 100).replace('\u2212', '-');
}

/** The value a form sends: 4590 → 45.9 (a JSON number with at most two decimals). */
export const centsToAmount = (cents: number): number => cents / 100;

/** The text a field starts with for a stored amount (a number or an exact decimal string). */
export function moneyInputOf(amount: number | string): string {
  const cents = Math.round(Number(amount) * 100);
  return Number.isFinite(cents) ? formatMoneyInput(cents) : '';
}
