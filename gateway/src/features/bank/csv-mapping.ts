import { type CsvRecord, csvRecords, isBlankRecord } from './csv-text';

/**
 * How a bank's CSV is read: where its table starts, which column holds what, how days and amounts
 * are written. Detected from the file, shown in the preview, correctable and saved per account.
 */
export interface CsvMapping {
  separator: ';' | ',' | '\t';
  decimal: ',' | '.';
  dateOrder: 'dmy' | 'ymd';
  /** Records (after blank lines are dropped) before the first row of the table, its header included. */
  skipRows: number;
  dateColumn: number;
  labelColumn: number;
  /** One signed amount column, or a debit and a credit column. */
  amountColumn: number | null;
  debitColumn: number | null;
  creditColumn: number | null;
  referenceColumn: number | null;
}

export const SEPARATORS = [';', ',', '\t'] as const;

const DATE_LIKE = /^(\d{1,2}[-/.]\d{1,2}[-/.](\d{2}|\d{4})|\d{4}-\d{2}-\d{2}([T\s].*)?)$/;
const AMOUNT_LIKE = /^[-+(]?\s*\d[\d\s\u00a0\u202f.,]*\)?\s*(€|EUR)?-?$/i;
const isDateLike = (cell: string) => DATE_LIKE.test(cell);
const isAmountLike = (cell: string) => !isDateLike(cell) && AMOUNT_LIKE.test(cell) && /\d/.test(cell);

const normalize = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** A row of the table: a day, and an amount somewhere after or before it. */
const isDataRow = (record: CsvRecord): boolean => record.cells.some(isDateLike) && record.cells.some(isAmountLike);

/** A header names at least a day and an amount (« Date », « Montant », « Débit », « amount »…). */
const isHeader = (record: CsvRecord): boolean => {
  const names = record.cells.map(normalize);
  return names.some((n) => n.includes('date')) && names.some((n) => /montant|amount|somme|debit|credit/.test(n));
};

/**
 * The index of the table's first row: the row after a header, else the first of three data rows
 * of one width in a row (or of the only ones in a short file); -1 when there is no table.
 */
function tableStart(records: CsvRecord[]): number {
  const header = records.findIndex(isHeader);
  if (header >= 0 && records[header + 1] && isDataRow(records[header + 1])) return header + 1;
  for (let i = 0; i < records.length; i += 1) {
    const next = records.slice(i, i + 3);
    if (next.length > 0 && next.every(isDataRow) && next.every((r) => r.cells.length === records[i].cells.length))
      return i;
  }
  return -1;
}

const findHeader = (header: string[], test: (name: string) => boolean, taken: Set<number>): number | null => {
  const index = header.findIndex((name, i) => !taken.has(i) && test(normalize(name)));
  return index < 0 ? null : index;
};

/** Columns by their header's words (« Date opération », « Libellé », « Débit », « Crédit », « Montant »…). */
function columnsByHeader(header: string[]) {
  const taken = new Set<number>();
  const take = (index: number | null) => {
    if (index !== null) taken.add(index);
    return index;
  };
  const dateColumn =
    take(findHeader(header, (n) => n.includes('date') && !n.includes('valeur'), taken)) ??
    take(findHeader(header, (n) => n.includes('date'), taken));
  const debitColumn = take(findHeader(header, (n) => n.includes('debit'), taken));
  const creditColumn = take(findHeader(header, (n) => n.includes('credit'), taken));
  const amountColumn = take(findHeader(header, (n) => /montant|amount|somme/.test(n), taken));
  const referenceColumn = take(
    findHeader(header, (n) => /^ref|reference|identifiant|numero d.operation/.test(n), taken),
  );
  const labelColumn =
    take(
      findHeader(header, (n) => /libelle|description|intitule|motif|detail|label|operation|nature/.test(n), taken),
    ) ?? null;
  return { dateColumn, debitColumn, creditColumn, amountColumn, referenceColumn, labelColumn };
}

/** Columns by their content, when the table has no header. */
function columnsByContent(rows: CsvRecord[]) {
  const width = rows[0].cells.length;
  const share = (test: (cell: string) => boolean, column: number) =>
    rows.filter((row) => row.cells[column] !== '' && test(row.cells[column])).length;
  const filled = (column: number) => rows.filter((row) => row.cells[column] !== '').length;
  const columns = [...Array(width).keys()];
  const dateColumn = columns.find((c) => share(isDateLike, c) === rows.length) ?? null;
  const amounts = columns.filter((c) => c !== dateColumn && filled(c) > 0 && share(isAmountLike, c) === filled(c));
  const twoSided =
    amounts.length >= 2 && rows.every((row) => row.cells[amounts[0]] === '' || row.cells[amounts[1]] === '');
  const textLength = (c: number) => rows.reduce((total, row) => total + row.cells[c].length, 0);
  const labelColumn =
    columns.filter((c) => c !== dateColumn && !amounts.includes(c)).sort((a, b) => textLength(b) - textLength(a))[0] ??
    null;
  return {
    dateColumn,
    labelColumn,
    amountColumn: twoSided ? null : (amounts.find((c) => filled(c) === rows.length) ?? amounts[0] ?? null),
    debitColumn: twoSided ? amounts[0] : null,
    creditColumn: twoSided ? amounts[1] : null,
    referenceColumn: null,
  };
}

const decimalOf = (cells: string[], separator: string): ',' | '.' => {
  if (cells.some((cell) => /,\d{1,2}\s*(€|EUR)?-?$/i.test(cell))) return ',';
  if (cells.some((cell) => /\.\d{1,2}\s*(€|EUR)?-?$/i.test(cell))) return '.';
  return separator === ',' ? '.' : ',';
};

export interface DetectedTable {
  mapping: CsvMapping;
  /** The header's names, or « Colonne 1 »… without a header. */
  columns: string[];
}

/**
 * The mapping of a CSV read from its first records: the separator that gives a table of steady
 * width with days and amounts, the header just above the table (header lines before it are
 * skipped), the columns by their names or their content. Null when no table is found.
 */
export function detectCsvMapping(text: string): DetectedTable | null {
  let best: { start: number; records: CsvRecord[]; separator: CsvMapping['separator']; width: number } | null = null;
  for (const separator of SEPARATORS) {
    const records = csvRecords(text, separator, 200).filter((record) => !isBlankRecord(record));
    const start = tableStart(records);
    if (start < 0) continue;
    const width = records[start].cells.length;
    if (width >= 3 && (best === null || width > best.width || (best.separator === ',' && separator === ';')))
      best = { start, records, separator, width };
  }
  if (best === null) return null;
  const { start, records, separator, width } = best;
  const rows = records.slice(start, start + 50).filter((row) => row.cells.length === width && isDataRow(row));
  const headerRecord = start > 0 && records[start - 1].cells.length === width ? records[start - 1].cells : null;
  const byHeader = headerRecord ? columnsByHeader(headerRecord) : null;
  const byContent = columnsByContent(rows);
  const named =
    byHeader && byHeader.dateColumn !== null && (byHeader.amountColumn !== null || byHeader.debitColumn !== null);
  const chosen = named ? byHeader : byContent;
  const labelColumn = chosen.labelColumn ?? byContent.labelColumn;
  if (chosen.dateColumn === null || labelColumn === null) return null;
  const amountCells = rows.flatMap((row) =>
    [chosen.amountColumn, chosen.debitColumn, chosen.creditColumn].flatMap((c) => (c === null ? [] : [row.cells[c]])),
  );
  const dates = rows.map((row) => row.cells[chosen.dateColumn!]);
  return {
    mapping: {
      separator,
      decimal: decimalOf(amountCells, separator),
      dateOrder: dates.every((cell) => /^\d{4}-/.test(cell)) ? 'ymd' : 'dmy',
      skipRows: start,
      dateColumn: chosen.dateColumn,
      labelColumn,
      amountColumn: chosen.amountColumn,
      debitColumn: chosen.amountColumn === null ? chosen.debitColumn : null,
      creditColumn: chosen.amountColumn === null ? chosen.creditColumn : null,
      referenceColumn: chosen.referenceColumn,
    },
    columns: headerRecord ?? [...Array(width).keys()].map((i) => `Colonne ${i + 1}`),
  };
}

const column = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 200;
const optionalColumn = (value: unknown): value is number | null =>
  value === null || value === undefined || column(value);

/** A mapping sent back by a client (corrected in the preview), in camelCase; null when it is not one. */
export function checkedCsvMapping(raw: unknown): CsvMapping | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  const valid =
    (SEPARATORS as readonly unknown[]).includes(m.separator) &&
    (m.decimal === ',' || m.decimal === '.') &&
    (m.dateOrder === 'dmy' || m.dateOrder === 'ymd') &&
    typeof m.skipRows === 'number' &&
    Number.isInteger(m.skipRows) &&
    m.skipRows >= 0 &&
    m.skipRows <= 1000 &&
    column(m.dateColumn) &&
    column(m.labelColumn) &&
    optionalColumn(m.amountColumn) &&
    optionalColumn(m.debitColumn) &&
    optionalColumn(m.creditColumn) &&
    optionalColumn(m.referenceColumn) &&
    (column(m.amountColumn) || (column(m.debitColumn) && column(m.creditColumn)));
  if (!valid) return null;
  const orNull = (value: unknown) => (column(value) ? value : null);
  return {
    separator: m.separator as CsvMapping['separator'],
    decimal: m.decimal as CsvMapping['decimal'],
    dateOrder: m.dateOrder as CsvMapping['dateOrder'],
    skipRows: m.skipRows as number,
    dateColumn: m.dateColumn as number,
    labelColumn: m.labelColumn as number,
    amountColumn: orNull(m.amountColumn),
    debitColumn: column(m.amountColumn) ? null : orNull(m.debitColumn),
    creditColumn: column(m.amountColumn) ? null : orNull(m.creditColumn),
    referenceColumn: orNull(m.referenceColumn),
  };
}
