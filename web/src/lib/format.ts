import { parseDay } from '@pilotage/domain/invoice-pdf/pdf-format';

// Invoices print money and days with these; the PDF rendering shares them with the gateway.
export { formatEuroCents, parseDay } from '@pilotage/domain/invoice-pdf/pdf-format';

const euro = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const integer = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('fr-FR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const mediumDate = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium' });
const mediumDateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'medium', timeStyle: 'short' });

/** Money arrives as a number or an exact decimal string; both print as « 1 234,50 € ». */
export function formatEuro(amount: number | string): string {
  return euro.format(typeof amount === 'string' ? Number(amount) : amount);
}

export function formatInteger(value: number): string {
  return integer.format(value);
}

/** A fraction between 0 and 1, printed with one decimal: 0.853 → « 85,3 % ». */
export function formatPercent(fraction: number): string {
  return percent.format(fraction);
}

/**
 * A `YYYY-MM-DD` day is read as that local calendar day (not UTC midnight, which would show
 * the previous day west of Greenwich); a full timestamp keeps its instant.
 */

export function formatDate(value: string | null | undefined): string {
  if (!value) return '—';
  const date = parseDay(value);
  return Number.isNaN(date.getTime()) ? value : mediumDate.format(date);
}

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDateTime.format(date);
}

/** Integer cents, printed like formatEuro: 123450 → « 1 234,50 € ». */
const oneDecimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** A file's size in bytes, as people read it: « 512 o », « 12,3 Ko », « 4,1 Mo », « 1,2 Go ». */
export function formatBytes(bytes: number): string {
  const units = ['o', 'Ko', 'Mo', 'Go', 'To'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? integer.format(value) : oneDecimal.format(value)} ${units[unit]}`;
}
