import type { GridSortModel } from '@mui/x-data-grid';

/** The page sizes a list offers (the grid's selector); any other size in a URL falls back to the default. */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];
export const DEFAULT_PAGE_SIZE = 25;
/** Longer searches in a URL are cut: nobody types more, and the server refuses more. */
const SEARCH_MAX_LENGTH = 100;

/** The query-string parameters every list reads; a screen's filters take other names. */
const PAGE = 'page';
const PAGE_SIZE = 'pageSize';
const SORT = 'sort';
const ORDER = 'order';
const SEARCH = 'q';

/** How one list screen's view maps to its URL. A module constant: the hook memoises on it. */
export interface ListUrlSpec<F extends string = never> {
  /** Grid column field → the server's `sort_by` value, which is what the URL carries. */
  sortKeys?: Readonly<Record<string, string>>;
  /** The sort of a clean URL. */
  initialSort?: GridSortModel;
  /** Each filter's parameter and the values it accepts; '' (no filter) is the default and stays out of the URL. */
  filters?: Readonly<Record<F, (value: string) => boolean>>;
  /** A rule across filters (a period in order): when broken, every filter falls back to none. */
  filtersValid?(filters: Readonly<Record<F, string>>): boolean;
}

/** What a list shows: the grid's page (0-based) and sort, the filters and the search as typed. */
export interface ListState<F extends string = never> {
  page: number;
  pageSize: number;
  sortModel: GridSortModel;
  filters: Record<F, string>;
  search: string;
}

const NO_SORT: GridSortModel = [];

// The grid takes a sort model of another identity for a new sort, and goes back to the first page:
// the same sort read from two addresses (page 1, then page 2) must be the same object.
const sortModels = new WeakMap<ListUrlSpec<string>, Map<string, GridSortModel>>();

function sortModelOf<F extends string>(spec: ListUrlSpec<F>, field: string, sort: 'asc' | 'desc'): GridSortModel {
  const models = sortModels.get(spec) ?? new Map<string, GridSortModel>();
  sortModels.set(spec, models);
  const key = `${field} ${sort}`;
  if (!models.has(key)) models.set(key, [{ field, sort }]);
  return models.get(key)!;
}

function filterNames<F extends string>(spec: ListUrlSpec<F>): F[] {
  return Object.keys(spec.filters ?? {}) as F[];
}

function positiveInteger(raw: string | null): number | null {
  return raw !== null && /^\d{1,7}$/.test(raw) && Number(raw) >= 1 ? Number(raw) : null;
}

/** The list's view read from a URL; a missing or invalid value (page=-3, sort=hack, pageSize=7) gives the default. */
export function readListState<F extends string>(params: URLSearchParams, spec: ListUrlSpec<F>): ListState<F> {
  const page = positiveInteger(params.get(PAGE));
  const pageSize = positiveInteger(params.get(PAGE_SIZE));
  const sortBy = params.get(SORT);
  const field = Object.entries(spec.sortKeys ?? {}).find(([, key]) => key === sortBy)?.[0];
  const order = params.get(ORDER) === 'desc' ? 'desc' : 'asc';
  const filters = {} as Record<F, string>;
  for (const name of filterNames(spec)) {
    const value = params.get(name) ?? '';
    filters[name] = value && spec.filters![name](value) ? value : '';
  }
  if (spec.filtersValid && !spec.filtersValid(filters)) for (const name of filterNames(spec)) filters[name] = '';
  return {
    page: page === null ? 0 : page - 1,
    pageSize: pageSize !== null && PAGE_SIZE_OPTIONS.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
    sortModel: field ? sortModelOf(spec, field, order) : (spec.initialSort ?? NO_SORT),
    filters,
    search: (params.get(SEARCH) ?? '').slice(0, SEARCH_MAX_LENGTH),
  };
}

/**
 * `params` with the list's view written in, defaults left out (a clean `/tasks` is the default
 * view); parameters that are not the list's are kept.
 */
export function writeListState<F extends string>(
  state: ListState<F>,
  spec: ListUrlSpec<F>,
  params = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of [SEARCH, ...filterNames(spec), SORT, ORDER, PAGE, PAGE_SIZE]) next.delete(name);
  if (state.search.trim()) next.set(SEARCH, state.search);
  for (const name of filterNames(spec)) if (state.filters[name]) next.set(name, state.filters[name]);
  const sort = state.sortModel.find((item) => item.sort && spec.sortKeys && item.field in spec.sortKeys);
  const initial = spec.initialSort?.[0];
  if (sort && !(initial && initial.field === sort.field && initial.sort === sort.sort)) {
    next.set(SORT, spec.sortKeys![sort.field]);
    next.set(ORDER, sort.sort === 'desc' ? 'desc' : 'asc');
  }
  if (state.page > 0) next.set(PAGE, String(state.page + 1));
  if (state.pageSize !== DEFAULT_PAGE_SIZE) next.set(PAGE_SIZE, String(state.pageSize));
  return next;
}
