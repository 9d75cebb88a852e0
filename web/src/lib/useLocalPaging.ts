import { useMemo, useState } from 'react';
import type { GridSortModel } from '@mui/x-data-grid';
import { DEFAULT_PAGE_SIZE } from './list-url-state';
import type { ServerListView } from './server-grid';
import type { ServerPaging } from './server-paging';

/**
 * The page and sort of a secondary server-paged list, kept in the component (a record's page shows
 * several lists: the URL belongs to the record). `sortKeys` maps grid fields to the server's `sort_by`.
 */
export function useLocalPaging(
  sortKeys: Readonly<Record<string, string>>,
  initialSort: GridSortModel,
  pageSize = DEFAULT_PAGE_SIZE,
) {
  const [model, setModel] = useState({ page: 0, pageSize });
  const [sortModel, setSortModel] = useState(initialSort);
  const view = useMemo<Pick<ServerListView, 'page' | 'sort'>>(() => {
    const sort = sortModel.find((item) => item.sort && item.field in sortKeys);
    return {
      page: { limit: model.pageSize, offset: model.page * model.pageSize },
      sort: sort && { sortBy: sortKeys[sort.field], order: sort.sort === 'asc' ? 'asc' : 'desc' },
    };
  }, [model, sortModel, sortKeys]);
  const paging = (rowCount: number): ServerPaging => ({
    rowCount,
    paginationModel: model,
    // Pages the grid derives by itself (no reason) are not the user's: the model stays.
    onPaginationModelChange: (next, details) => details.reason && setModel(next),
    sortModel,
    onSortModelChange: (next) => (setSortModel(next), setModel((current) => ({ ...current, page: 0 }))),
  });
  return { view, paging };
}
