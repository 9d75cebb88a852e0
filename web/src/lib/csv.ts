/**
 * The CSV files the browser saves: the tables' « Télécharger en CSV », written with the cell
 * rules of `@pilotage/domain` (the gateway's exports use the same), and the server's exports.
 */
import { downloadBlob } from './download';

export { type CsvColumn, toCsv } from '@pilotage/domain';

/** Saves `csv` (the text of a file, or a file the server sent) as `fileName`, `.csv` added when missing. */
export function downloadCsv(fileName: string, csv: string | Blob): void {
  const blob = typeof csv === 'string' ? new Blob([csv], { type: 'text/csv;charset=utf-8' }) : csv;
  downloadBlob(fileName.endsWith('.csv') ? fileName : `${fileName}.csv`, blob);
}
