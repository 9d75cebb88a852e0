import type { CsvColumn } from '@pilotage/domain';

// What a feature hands over for a CSV export; the HTTP transport streams it (transports/http/csv-export.ts).
/** A list's export: every row of one statement (the list's filters and order, without a page), one line each. */
export interface CsvExport<Row = unknown> {
  /** The file's name before its day: « Tâches » makes Tâches_2026-11-23.csv. */
  name: string;
  columns: readonly CsvColumn<Row>[];
  sql: string;
  values: readonly unknown[];
}
