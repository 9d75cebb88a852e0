import {
  type GridRowId,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  type useGridApiRef,
} from '@mui/x-data-grid';
import { type CsvColumn, toCsv } from './csv';

/**
 * The rows a grid shows (filtered and sorted, every page it holds), in the columns it shows,
 * as the grid's own export would write them but through `toCsv`, so that its cells are
 * neutralised like every other export (the grid's own escaping would also turn -12,5 into text).
 */
export function gridCsv(apiRef: ReturnType<typeof useGridApiRef>): string {
  const api = apiRef.current;
  if (!api) return toCsv([], []);
  const columns = gridVisibleColumnDefinitionsSelector(apiRef).filter((column) => !column.disableExport);
  const csvColumns = columns.map((column): CsvColumn<GridRowId> => ({
    header: column.headerName ?? column.field,
    value: (id) => {
      const { formattedValue, value } = api.getCellParams(id, column.field);
      const shown = formattedValue ?? value;
      return typeof shown === 'number' || typeof shown === 'string' ? shown : shown == null ? '' : String(shown);
    },
  }));
  return toCsv(csvColumns, gridFilteredSortedRowIdsSelector(apiRef));
}
