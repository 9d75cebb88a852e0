import type { GridCallbackDetails, GridPaginationModel, GridSortModel } from '@mui/x-data-grid';

/** Paging and sorting done by the server: the grid holds one page of rows out of `rowCount`. */
export interface ServerPaging {
  rowCount: number;
  paginationModel: GridPaginationModel;
  /** `details.reason` tells a page the grid was asked for from one it derived from these props. */
  onPaginationModelChange(model: GridPaginationModel, details: GridCallbackDetails<'pagination'>): void;
  sortModel: GridSortModel;
  onSortModelChange(model: GridSortModel): void;
  /** Exports every row of the current filter, not only the page the grid holds. */
  onExportAll?: () => void;
}
