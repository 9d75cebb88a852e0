/** The CSV files the app writes: every table's export and the « Exporter tout le filtre » ones. */

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvValue;
}

// A spreadsheet runs a cell starting with one of these as a formula: text typed by a user (a task
// title, a description) could call a function or an external program (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
// A number as the app prints it (-12.5, -12,50, -1 234,50 €, +3 %): digits and separators only,
// so nothing a spreadsheet could run, and it must stay a number.
const PRINTED_NUMBER = /^[-+]?\d[\d \u00a0\u202f.,]*(?:[ \u00a0\u202f]?[€%])?$/;

/** The text of one cell, with a leading `'` on text a spreadsheet would take for a formula. */
export function neutraliseCsvValue(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) && !PRINTED_NUMBER.test(text) ? `'${text}` : text;
}

function csvCell(value: CsvValue): string {
  const text = neutraliseCsvValue(value);
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Semicolons and a BOM, so that French spreadsheets split the columns and read the accents. */
export function toCsv<T>(columns: CsvColumn<T>[], rows: readonly T[]): string {
  const lines = [columns.map((column) => csvCell(column.header)), ...rows.map((row) => columns.map((column) => csvCell(column.value(row))))];
  return '\uFEFF' + lines.map((cells) => cells.join(';')).join('\r\n');
}

export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: `${fileName}.csv` });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
