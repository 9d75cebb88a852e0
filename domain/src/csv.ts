/**
 * The CSV files Pilotage writes, whoever writes them: the gateway's streamed exports
 * (`GET /api/tasks.csv`…) and the web tables' « Télécharger en CSV ». French spreadsheets split
 * on `;` and read the accents only with a BOM; lines end with CRLF; numbers use a decimal comma.
 */

export type CsvValue = string | number | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value(row: T): CsvValue;
}

export const CSV_BOM = '\uFEFF';
const SEPARATOR = ';';
export const CSV_LINE_END = '\r\n';

// A spreadsheet runs a cell starting with one of these as a formula: text typed by a user (a task
// title, a description) could call a function or an external program (CSV injection, OWASP).
const FORMULA_START = /^[=+\-@\t\r]/;
// A number as the app prints it (-12.5, -12,50, -1 234,50 €, +3 %): digits and separators only,
// so nothing a spreadsheet could run, and it must stay a number.
const PRINTED_NUMBER = /^[-+]?\d[\d \u00a0\u202f.,]*(?:[ \u00a0\u202f]?[€%])?$/;
const NEEDS_QUOTES = /[";\n\r]/;

/** The text of one cell, with a leading `'` on text a spreadsheet would take for a formula. */
export function neutraliseCsvValue(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return typeof value === 'string' && FORMULA_START.test(text) && !PRINTED_NUMBER.test(text) ? `'${text}` : text;
}

function csvCell(value: CsvValue): string {
  const text = neutraliseCsvValue(value);
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, neutralised, quoted where needed and joined by `;` (without its line end). */
export const csvLine = (values: readonly CsvValue[]): string => values.map(csvCell).join(SEPARATOR);

/** The header line of `columns`. */
export const csvHeader = <T>(columns: readonly CsvColumn<T>[]): string =>
  csvLine(columns.map((column) => column.header));

/** The line of one row. */
export const csvRow = <T>(columns: readonly CsvColumn<T>[], row: T): string =>
  csvLine(columns.map((column) => column.value(row)));

/** A whole file: the BOM, the header line, then one line per row, separated by CRLF. */
export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return CSV_BOM + [csvHeader(columns), ...rows.map((row) => csvRow(columns, row))].join(CSV_LINE_END);
}

/** A 'YYYY-MM-DD' day as French spreadsheets read it, 'jj/mm/aaaa'; nothing for no day. */
export function csvDay(day: string | null | undefined): string {
  const match = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return match ? `${match[3]}/${match[2]}/${match[1]}` : (day ?? '');
}

/** An exact decimal ('-12.50', as PostgreSQL writes numeric) with a decimal comma: '-12,50'. */
export const csvDecimal = (decimal: string): string => decimal.replace('.', ',');

export const csvYesNo = (value: boolean): string => (value ? 'Oui' : 'Non');
