/**
 * The number and date formats printed on an invoice. The gateway and the browser render the same
 * PDF with them, so they live here once (the web client's formatting reuses them).
 */

const euro = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatEuroCents(cents: number): string {
  return euro.format(cents / 100);
}

/** A `YYYY-MM-DD` day as a local date (no time zone shift when it is formatted back). */
export function parseDay(value: string): Date {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

const quantityFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });

/** 1500 → « 1,5 »; 2000 → « 2 ». */
export function formatQuantity(thousandths: number): string {
  return quantityFormat.format(thousandths / 1000);
}

const rateFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 5.5 → « 5,5 % »; 20 → « 20 % ». */
export function formatVatRate(rate: number): string {
  return `${rateFormat.format(rate)} %`;
}
