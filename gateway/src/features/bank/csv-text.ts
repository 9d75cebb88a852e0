import iconv from 'iconv-lite';

/**
 * The text of a CSV export as French banks write it: UTF-8 with or without a BOM, or Latin-1
 * (Windows-1252 in practice, which Excel and most bank sites still produce).
 */
export type CsvEncoding = 'utf-8' | 'windows-1252';

export function decodeCsv(bytes: Buffer): { text: string; encoding: CsvEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: bytes.subarray(3).toString('utf8'), encoding: 'utf-8' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: iconv.decode(bytes, 'win1252'), encoding: 'windows-1252' };
  }
}

export interface CsvRecord {
  /** The file's line where the record starts (1-based). */
  line: number;
  cells: string[];
}

/**
 * Records of a CSV text: quoted cells (with "" for a quote, and line breaks inside), CRLF or LF.
 * `limit` stops after that many records (the detection reads only the top of the file).
 */
export function csvRecords(text: string, separator: string, limit = Infinity): CsvRecord[] {
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  for (let i = 0; i < text.length && records.length < limit; i += 1) {
    const character = text[i];
    if (quoted) {
      if (character === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i += 1;
        } else quoted = false;
      } else {
        if (character === '\n') line += 1;
        cell += character;
      }
    } else if (character === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (character === separator) {
      cells.push(cell);
      cell = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[i + 1] === '\n') i += 1;
      endRecord();
      line += 1;
      start = line;
    } else cell += character;
  }
  if ((cell !== '' || cells.length > 0) && records.length < limit) endRecord();
  return records.map((record) => ({ line: record.line, cells: record.cells.map((value) => value.trim()) }));
}

export const isBlankRecord = (record: CsvRecord): boolean => record.cells.every((cell) => cell === '');
