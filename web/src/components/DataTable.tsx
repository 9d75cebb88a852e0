import { type ReactNode, useContext, useEffect } from 'react';
import useMediaQuery from '@mui/material/useMediaQuery';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import { alpha, keyframes, useTheme } from '@mui/material/styles';
import { DataGrid, type DataGridProps, type GridValidRowModel, useGridApiRef } from '@mui/x-data-grid';
import { frFR } from '@mui/x-data-grid/locales';
import { CardList } from './CardList';
import { downloadCsv } from '../lib/csv';
import { gridCsv } from '../lib/grid-csv';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../lib/list-url-state';
import type { ServerPaging } from '../lib/server-paging';
import { styleNonce } from '../lib/style-nonce';
import { LIVE_HIGHLIGHT_MS, LiveHighlightContext } from '../lib/useLiveChanges';

declare module '@mui/x-data-grid' {
  // The default toolbar renders these after its own export entries.
  interface ToolbarPropsOverrides {
    additionalExportMenuItems?: (closeMenu: () => void) => React.ReactNode;
  }
}

/** A row another user (or this one) just changed: it fades from the theme's primary tint. */
const LIVE_CHANGED_CLASS = 'live-changed';
const liveFade = keyframes`from { background-color: var(--live-changed-color); } to { background-color: transparent; }`;

// A localeText prop replaces the theme's one as a whole, so the French texts are spread in again.
const FRENCH = frFR.components.MuiDataGrid.defaultProps.localeText;

interface DataTableProps<R extends GridValidRowModel> extends Pick<
  DataGridProps<R>,
  'rows' | 'columns' | 'loading' | 'getRowId' | 'initialState' | 'getRowClassName' | 'getRowHeight'
> {
  /** Accessible name of the grid, also the CSV file name. */
  label: string;
  emptyText: string;
  server?: ServerPaging;
  /**
   * One row as a card: below 600 px the list shows cards instead of the grid (whose columns would
   * scroll sideways). Without it, the grid stays.
   */
  card?: (row: R) => ReactNode;
}

/** Every table of the app: French locale from the theme, sortable columns, CSV export in the toolbar. */
export function DataTable<R extends GridValidRowModel>({ card, ...props }: DataTableProps<R>) {
  // useTheme falls back to MUI's default theme where no provider is given (same breakpoints).
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (card && phone)
    return (
      <CardList
        label={props.label}
        rows={props.rows ?? []}
        rowKey={(row) => (props.getRowId ? props.getRowId(row) : (row.id as string | number))}
        card={card}
        emptyText={props.emptyText}
        loading={props.loading}
        server={props.server}
      />
    );
  return <GridTable {...props} />;
}

function GridTable<R extends GridValidRowModel>({
  label,
  emptyText,
  server,
  ...grid
}: Omit<DataTableProps<R>, 'card'>) {
  const { onExportAll, ...paging } = server ?? {};
  const apiRef = useGridApiRef();
  const changed = useContext(LiveHighlightContext);
  const ownRowClassName = grid.getRowClassName;
  const getRowClassName: DataGridProps<R>['getRowClassName'] = (params) =>
    [ownRowClassName?.(params), changed.has(String(params.id)) ? LIVE_CHANGED_CLASS : ''].filter(Boolean).join(' ');
  // The grid checks a new page against the row count it held before this render, and keeps its
  // own page when that count was too small (back from a search to page 2): once it holds the
  // current count, it is given the page again.
  const paginationModel = server?.paginationModel;
  const rowCount = server?.rowCount;
  useEffect(() => {
    if (paginationModel && rowCount !== undefined) apiRef.current?.setPaginationModel(paginationModel);
  }, [apiRef, paginationModel, rowCount]);
  // Filtering a single page in the browser would mislead: server-paged tables filter on the server.
  // The server always sorts (its default order when unsorted), so a column toggles between asc and desc.
  const serverMode =
    server &&
    ({
      paginationMode: 'server',
      sortingMode: 'server',
      filterMode: 'server',
      disableColumnFilter: true,
      sortingOrder: ['asc', 'desc'],
      ...paging,
    } as const);
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column' }}>
      <DataGrid<R>
        {...grid}
        {...serverMode}
        apiRef={apiRef}
        aria-label={label}
        // The grid writes its CSS variables in a <style> tag of its own, outside emotion.
        nonce={styleNonce}
        showToolbar
        disableRowSelectionOnClick
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        initialState={{ pagination: { paginationModel: { pageSize: DEFAULT_PAGE_SIZE } }, ...grid.initialState }}
        localeText={{ ...FRENCH, noRowsLabel: emptyText }}
        slotProps={{
          toolbar: {
            // The grid's own CSV export is replaced by one through lib/csv (formula cells neutralised).
            csvOptions: { disableToolbarButton: true },
            printOptions: { disableToolbarButton: true },
            showQuickFilter: !server,
            additionalExportMenuItems: (closeMenu) => (
              <>
                <MenuItem onClick={() => (closeMenu(), downloadCsv(label, gridCsv(apiRef)))}>
                  {FRENCH.toolbarExportCSV}
                </MenuItem>
                {onExportAll && (
                  <MenuItem onClick={() => (closeMenu(), onExportAll())}>Exporter tout le filtre (CSV)</MenuItem>
                )}
              </>
            ),
          },
        }}
        getRowClassName={getRowClassName}
        sx={(theme) => ({
          minHeight: 220,
          [`& .${LIVE_CHANGED_CLASS}`]: {
            '--live-changed-color': alpha(theme.palette.primary.main, 0.18),
            animation: `${liveFade} ${LIVE_HIGHLIGHT_MS}ms ease-out`,
            // Without motion: a steady tint for as long as the highlight lasts.
            '@media (prefers-reduced-motion: reduce)': {
              animation: 'none',
              backgroundColor: 'var(--live-changed-color)',
            },
          },
        })}
      />
    </Box>
  );
}
