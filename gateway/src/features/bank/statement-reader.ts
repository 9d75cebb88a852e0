import { MAX_STATEMENT_BYTES, MAX_STATEMENT_LINES, type StatementFormat, bankMessages } from '@pilotage/domain';
import { isCamt053, parseCamt053 } from './camt053-parser';
import { type CsvMapping, type DetectedTable, detectCsvMapping } from './csv-mapping';
import { parseCsv } from './csv-parser';
import { type CsvEncoding, decodeCsv } from './csv-text';
import { isOfx, parseOfx } from './ofx-parser';
import { type ParsedStatement, StatementRefusal } from './statement-lines';

/** A statement file read whole, with the CSV mapping it was read with. */
export interface ReadStatement extends ParsedStatement {
  csv: (DetectedTable & { encoding: CsvEncoding }) | null;
}

/** The format of a file by its content (not its name); null for XML that is no statement. */
export function statementFormat(bytes: Buffer): StatementFormat | null {
  const head = bytes.subarray(0, 4096).toString('utf8');
  if (isCamt053(head)) return 'camt053';
  if (isOfx(head)) return 'ofx';
  return /^\s*(\uFEFF)?</.test(head) ? null : 'csv';
}

/**
 * Reads a statement file of any supported format, told apart by its content (not its name):
 * CAMT.053 by its namespace or root, OFX by its header or root, else CSV. A CSV is read with
 * `savedMapping` when the account has one, else with the mapping detected in the file.
 */
export function readStatement(bytes: Buffer, savedMapping: CsvMapping | null = null): ReadStatement {
  if (bytes.length > MAX_STATEMENT_BYTES) throw new StatementRefusal(bankMessages.fileTooLarge, [], true);
  if (bytes.length === 0) throw new StatementRefusal(bankMessages.emptyStatement);
  const format = statementFormat(bytes);
  let read: ReadStatement;
  if (format === 'camt053') read = { ...parseCamt053(bytes.toString('utf8').replace(/^\uFEFF/, '')), csv: null };
  else if (format === 'ofx') read = { ...parseOfx(decodeCsv(bytes).text), csv: null };
  else if (format === null) throw new StatementRefusal(bankMessages.unknownFormat);
  else {
    const { text, encoding } = decodeCsv(bytes);
    const detected = detectCsvMapping(text);
    const mapping = savedMapping ?? detected?.mapping;
    if (!mapping) throw new StatementRefusal(bankMessages.csvNoTable);
    const columns = detected?.columns ?? [];
    read = { ...parseCsv(text, mapping), csv: { mapping, columns, encoding } };
  }
  if (read.lines.length > MAX_STATEMENT_LINES) throw new StatementRefusal(bankMessages.tooManyLines, [], true);
  if (read.lines.length === 0) throw new StatementRefusal(bankMessages.emptyStatement);
  return read;
}
