import { bankMessages } from '@pilotage/domain';
import type { CsvMapping } from './csv-mapping';
import { type CsvRecord, csvRecords, isBlankRecord } from './csv-text';
import {
  type LineProblem,
  type ParsedStatement,
  type StatementLine,
  StatementRefusal,
  bankAmountCents,
  bankDay,
  cleanLabel,
} from './statement-lines';

const cellOf = (record: CsvRecord, column: number | null): string =>
  column === null ? '' : (record.cells[column] ?? '');

/** The signed amount of a row: its amount column, or credit minus debit (a debit may be written with or without its minus). */
function rowAmount(record: CsvRecord, mapping: CsvMapping, problems: LineProblem[]): number | null {
  const read = (raw: string): number | null | undefined => {
    if (raw === '') return undefined;
    const cents = bankAmountCents(raw, mapping.decimal);
    if (cents === null) problems.push({ line: record.line, reason: bankMessages.badAmount(raw) });
    return cents;
  };
  if (mapping.amountColumn !== null) {
    const cents = read(cellOf(record, mapping.amountColumn));
    if (cents === undefined) problems.push({ line: record.line, reason: bankMessages.missingAmount });
    return cents ?? null;
  }
  const debit = read(cellOf(record, mapping.debitColumn));
  const credit = read(cellOf(record, mapping.creditColumn));
  if (debit === null || credit === null) return null;
  if (debit === undefined && credit === undefined) {
    problems.push({ line: record.line, reason: bankMessages.missingAmount });
    return null;
  }
  return (credit === undefined ? 0 : Math.abs(credit)) - (debit === undefined ? 0 : Math.abs(debit));
}

/**
 * The rows of a CSV statement read with `mapping`. Blank rows and rows with neither a day nor an
 * amount (a total, a footer) are passed over; any other row that does not read is a problem, and
 * a file with problems is refused whole.
 */
export function parseCsv(text: string, mapping: CsvMapping): ParsedStatement {
  const { dateColumn, labelColumn, amountColumn, debitColumn, creditColumn } = mapping;
  if (amountColumn === null && (debitColumn === null || creditColumn === null)) {
    throw new StatementRefusal(bankMessages.csvMappingInvalid);
  }
  const records = csvRecords(text, mapping.separator).filter((record) => !isBlankRecord(record));
  const problems: LineProblem[] = [];
  const lines: StatementLine[] = [];
  for (const record of records.slice(mapping.skipRows)) {
    const rawDate = cellOf(record, dateColumn);
    const amountCells = [amountColumn, debitColumn, creditColumn].map((column) => cellOf(record, column));
    if (rawDate === '' && amountCells.every((cell) => cell === '')) continue;
    const date = bankDay(rawDate, mapping.dateOrder);
    if (date === null) {
      problems.push({ line: record.line, reason: rawDate ? bankMessages.badDate(rawDate) : bankMessages.missingDate });
    }
    const cents = rowAmount(record, mapping, problems);
    if (date === null || cents === null) continue;
    lines.push({
      sourceLine: record.line,
      date,
      amountCents: cents,
      label: cleanLabel(cellOf(record, labelColumn)),
      bankRef: cellOf(record, mapping.referenceColumn) || null,
      endToEndId: null,
      counterparty: null,
    });
  }
  if (problems.length > 0) throw new StatementRefusal(bankMessages.unreadable(problems.length), problems);
  return { format: 'csv', lines, opening: null, closing: null, iban: null, warnings: [] };
}
