import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { LiveEntityType } from '@pilotage/domain';
import type { ServerPaging } from './server-paging';
import { errorMessage } from './errors';
import type { ListUrlSpec } from './list-url-state';
import { type ServerListView, useServerGrid } from './server-grid';
import { downloadServerCsv } from './server-csv';
import { useActionError } from './useActionError';
import { useLiveChanges } from './useLiveChanges';

interface PageOf<Row> {
  items: Row[];
  total: number;
}

type CsvParams = Record<string, string | number | undefined>;

interface ServerListOptions<TData, TVariables, Row, F extends string> {
  query: TypedDocumentNode<TData, TVariables>;
  /** The list's sort keys, initial sort and filters, as the URL carries them (a module constant). */
  url: ListUrlSpec<F>;
  /** The query's variables for the view the URL describes. */
  variables(view: ServerListView<F>): TVariables;
  /** Where the page of rows sits in an answer. */
  pageOf(data: TData): PageOf<Row>;
  /** The fallback text of a failed load or export. */
  loadFailed: string;
  /** « Exporter tout le filtre (CSV) »: the gateway's export route and the view as its query parameters; none without a route. */
  csv?: { path: string; params(view: ServerListView<F>): CsvParams };
  /** The changes that refetch the page on screen as they happen (useLiveChanges). */
  live?: readonly LiveEntityType[];
}

/** The `sort_by` and `order` query parameters of a view's sort (the REST names of the GraphQL `sortBy`, `order`). */
export const restSort = ({ sort }: ServerListView<string>): CsvParams => ({
  sort_by: sort?.sortBy,
  order: sort?.order,
});

/**
 * A server-paged list screen's data: one page of rows for the grid (the previous page stays on
 * screen while the next one loads, so the grid keeps its row count), the load error worded in
 * French, the server's export of every row of the filter, the banner of a failed action, and the
 * filters and search of the URL with their setters (which go back to the first page).
 */
export function useServerList<TData, TVariables extends Record<string, unknown>, Row, F extends string = never>(
  options: ServerListOptions<TData, TVariables, Row, F>,
) {
  const { query, variables, pageOf, loadFailed, csv } = options;
  const grid = useServerGrid(options.url);
  const list = useQuery(query, { variables: variables(grid.view), notifyOnNetworkStatusChange: true });
  // The page on screen, read again into the cache: no loading state, the grid keeps its rows meanwhile.
  const client = useApolloClient();
  const highlighted = useLiveChanges(options.live ?? [], () =>
    options.live
      ? client.query({ query, variables: variables(grid.view), fetchPolicy: 'network-only' })
      : Promise.resolve(),
  );
  const data = list.data ?? list.previousData;
  const current = data ? pageOf(data) : undefined;
  const actions = useActionError();

  const exportAll = csv && (() => downloadServerCsv(csv.path, csv.params(grid.view)));
  // While a page loads, the previous view's total stays, unless the page asked for lies past it (back
  // from a search to page 2): the grid would go back a page by itself. Its count is then unknown (-1).
  const total = current?.total ?? 0;
  const rowCount = list.data === undefined && total > 0 && total <= grid.view.page.offset ? -1 : total;
  const paging: ServerPaging = grid.paging(rowCount, exportAll && (() => actions.run(exportAll, loadFailed)));
  return {
    rows: current?.items ?? [],
    loading: list.loading,
    error: list.error ? errorMessage(list.error, loadFailed) : null,
    paging,
    refetch: () => list.refetch(),
    /** The rows changed a moment ago (for LiveHighlightContext). */
    highlighted,
    filters: grid.filters,
    search: grid.search,
    setFilters: grid.setFilters,
    setSearch: grid.setSearch,
    ...actions,
  };
}
