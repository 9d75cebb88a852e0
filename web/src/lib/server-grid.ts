import { useMemo } from 'react';
import type { ServerPaging } from './server-paging';
import type { ListUrlSpec } from './list-url-state';
import { useListUrlState } from './useListUrlState';

/** What a server-paged list asks the server for: the page, the sort, the filters and the search. */
export interface ServerListView<F extends string = never> {
  page: { limit: number; offset: number };
  /** The server's `sort_by` and `order`; none for lists the server sorts one way only. */
  sort?: { sortBy: string; order: 'asc' | 'desc' };
  /** '' for no filter. */
  filters: Readonly<Record<F, string>>;
  /** Trimmed; '' for no search. */
  search: string;
}

/**
 * The view a server-paged grid shows, read from the URL (see useListUrlState), as the query's
 * inputs and as the grid's models and handlers.
 */
export function useServerGrid<F extends string = never>(spec: ListUrlSpec<F>) {
  const url = useListUrlState(spec);
  const { page, pageSize, sortModel, filters, search } = url.state;
  const view = useMemo<ServerListView<F>>(() => {
    const sort = sortModel.find((item) => item.sort && spec.sortKeys && item.field in spec.sortKeys);
    return {
      page: { limit: pageSize, offset: page * pageSize },
      sort: sort && { sortBy: spec.sortKeys![sort.field], order: sort.sort === 'asc' ? 'asc' : 'desc' },
      filters,
      search: search.trim(),
    };
  }, [page, pageSize, sortModel, filters, search, spec]);
  const paginationModel = useMemo(() => ({ page, pageSize }), [page, pageSize]);
  const paging = (rowCount: number, onExportAll?: () => void): ServerPaging => ({
    rowCount,
    paginationModel,
    // A page the grid derived from these props (page 2 of a total not yet reloaded, when going back
    // from a search) has no reason: the URL stays, and the next total settles the grid. A page past
    // the last one, which the grid brings back to the last, is replaced.
    onPaginationModelChange: (model, details) =>
      details.reason && url.setPagination(model, rowCount > 0 && page * pageSize >= rowCount),
    sortModel,
    onSortModelChange: url.setSort,
    onExportAll,
  });
  return { view, paging, filters, search, setFilters: url.setFilters, setSearch: url.setSearch };
}
