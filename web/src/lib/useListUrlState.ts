import { useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import { type ListState, type ListUrlSpec, readListState, writeListState } from './list-url-state';

/** Marks a history entry written by the search box, so that further keystrokes replace it. */
const SEARCH_ENTRY = { listSearch: true };

const isSearchEntry = (state: unknown): boolean => typeof state === 'object' && state !== null && 'listSearch' in state;

/**
 * A list's page, page size, sort, filters and search, kept in the URL's query string, so a copied
 * link, a reload or the back button show the same view. Paging, sorting and filtering push a
 * history entry; the search pushes one when it starts and then replaces it while the user types,
 * so the history holds one entry per search, not one per keystroke. Changing the sort, a filter or
 * the search goes back to the first page.
 */
export function useListUrlState<F extends string = never>(spec: ListUrlSpec<F>) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const state = useMemo(() => readListState(params, spec), [params, spec]);

  const go = (changes: Partial<ListState<F>>, entry: 'push' | 'replace' | 'search' = 'push') => {
    const next = writeListState({ ...state, ...changes }, spec, params);
    // The grid echoes the model it was given (after a sort, on a clamp): no entry for no change.
    if (next.toString() === params.toString()) return;
    const replace = entry === 'replace' || (entry === 'search' && isSearchEntry(location.state));
    setParams(next, { replace, state: entry === 'search' ? SEARCH_ENTRY : undefined });
  };

  return {
    state,
    /** `correction`: the page asked for lies past the last one, which replaces it (back must not return to it). */
    setPagination: ({ page, pageSize }: GridPaginationModel, correction = false) =>
      go({ page, pageSize }, correction ? 'replace' : 'push'),
    setSort: (sortModel: GridSortModel) => go({ sortModel, page: 0 }),
    setFilters: (filters: Partial<Record<F, string>>) => go({ filters: { ...state.filters, ...filters }, page: 0 }),
    setSearch: (search: string) => go({ search, page: 0 }, 'search'),
  };
}
