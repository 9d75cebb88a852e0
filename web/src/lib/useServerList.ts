import { useApolloClient, useQuery } from '@apollo/client/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { GridSortModel } from '@mui/x-data-grid';
import type { ServerPaging } from '../components/DataTable';
import { type CsvColumn, downloadCsv, toCsv } from './csv';
import { errorMessage } from './errors';
import { collectPages, useServerGrid } from './server-grid';
import { useActionError } from './useActionError';

interface PageOf<Row> {
  items: Row[];
  total: number;
}

type GridVariables = ReturnType<typeof useServerGrid>['variables'];

interface ServerListOptions<TData, TVariables, Row> {
  query: TypedDocumentNode<TData, TVariables>;
  /** The query's variables for one page: the export asks for every page with the same filter. */
  variables(page: GridVariables['page'], sort: GridVariables['sort']): TVariables;
  /** Where the page of rows sits in an answer. */
  pageOf(data: TData): PageOf<Row>;
  /** Grid column field → the server's `sort_by` value (see useServerGrid). */
  sortKeys?: Record<string, string>;
  initialSort?: GridSortModel;
  /** The fallback text of a failed load or export. */
  loadFailed: string;
  /** « Exporter tout le filtre (CSV) »: the file's name and columns. */
  csv: { fileName: string; columns: CsvColumn<Row>[] };
}

/**
 * A server-paged list screen's data: one page of rows for the grid (the previous page stays on
 * screen while the next one loads, so the grid keeps its row count), the load error worded in
 * French, the export of every row of the filter, and the banner of a failed action.
 * `reset()` goes back to the first page when a filter changes.
 */
export function useServerList<TData, TVariables extends Record<string, unknown>, Row>(options: ServerListOptions<TData, TVariables, Row>) {
  const { query, variables, pageOf, loadFailed, csv } = options;
  const client = useApolloClient();
  const grid = useServerGrid({ sortKeys: options.sortKeys, initialSort: options.initialSort });
  const { page, sort } = grid.variables;
  const list = useQuery(query, { variables: variables(page, sort), notifyOnNetworkStatusChange: true });
  const data = list.data ?? list.previousData;
  const current = data ? pageOf(data) : undefined;
  const actions = useActionError();

  const exportAll = async () => {
    const rows = await collectPages<Row>(async (offset, limit) => {
      const answer = await client.query({ query, variables: variables({ offset, limit }, sort), fetchPolicy: 'network-only' });
      return answer.data ? pageOf(answer.data) : { items: [], total: 0 };
    });
    downloadCsv(csv.fileName, toCsv(csv.columns, rows));
  };

  const paging: ServerPaging = grid.paging(current?.total ?? 0, () => actions.run(exportAll, loadFailed));
  return {
    rows: current?.items ?? [],
    loading: list.loading,
    error: list.error ? errorMessage(list.error, loadFailed) : null,
    paging,
    refetch: () => list.refetch(),
    reset: grid.reset,
    ...actions,
  };
}
