import { useMemo, useState } from 'react';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { ServerPaging } from '../components/DataTable';

export const DEFAULT_PAGE_SIZE = 25;
/** The gateway's largest page (docs/product.md §10: limit 1–500). */
export const MAX_SERVER_PAGE = 500;

const NO_SORT_KEYS: Record<string, string> = {};
const NO_SORT: GridSortModel = [];

interface ServerGridOptions {
  /** Grid column field → the server's `sort_by` value; other columns cannot be sorted. */
  sortKeys?: Record<string, string>;
  initialSort?: GridSortModel;
}

/**
 * The page and sort a server-paged grid shows, as the grid models and as the query's variables.
 * `reset()` goes back to the first page, e.g. when a filter changes.
 */
export function useServerGrid({ sortKeys = NO_SORT_KEYS, initialSort = NO_SORT }: ServerGridOptions = {}) {
  const [paginationModel, setPaginationModel] = useState<GridPaginationModel>({ page: 0, pageSize: DEFAULT_PAGE_SIZE });
  const [sortModel, setSortModel] = useState<GridSortModel>(initialSort);
  const variables = useMemo(() => {
    const sort = sortModel.find((item) => item.field in sortKeys && item.sort) ?? initialSort[0];
    return {
      page: { limit: paginationModel.pageSize, offset: paginationModel.page * paginationModel.pageSize },
      sort: sort && { sortBy: sortKeys[sort.field], order: sort.sort === 'asc' ? 'asc' : 'desc' },
    };
  }, [paginationModel, sortModel, sortKeys, initialSort]);
  const paging = (rowCount: number, onExportAll?: () => void): ServerPaging => ({
    rowCount,
    paginationModel,
    onPaginationModelChange: setPaginationModel,
    sortModel,
    onSortModelChange: (model) => {
      setSortModel(model);
      setPaginationModel((current) => ({ ...current, page: 0 }));
    },
    onExportAll,
  });
  const reset = () => setPaginationModel((current) => ({ ...current, page: 0 }));
  return { variables, paging, reset };
}

/** Every row matching a filter, fetched page after page (a few requests at a time). */
export async function collectPages<T>(fetchPage: (offset: number, limit: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const first = await fetchPage(0, MAX_SERVER_PAGE);
  const offsets: number[] = [];
  for (let offset = MAX_SERVER_PAGE; offset < first.total; offset += MAX_SERVER_PAGE) offsets.push(offset);
  const rows = [...first.items];
  for (let start = 0; start < offsets.length; start += 4) {
    const pages = await Promise.all(offsets.slice(start, start + 4).map((offset) => fetchPage(offset, MAX_SERVER_PAGE)));
    for (const page of pages) rows.push(...page.items);
  }
  return rows;
}
