import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SUPPLIER_INVOICE_ORIGINS, SUPPLIER_INVOICE_ORIGIN_LABELS, SUPPLIER_INVOICE_STATUSES } from '@pilotage/domain';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import type { ServerPaging } from '../../lib/server-paging';
import type { Period } from '../../lib/usePeriodFilter';
import { DropZone } from './components/DropZone';
import { SupplierInvoiceDetail, type SupplierInvoiceDetailProps } from './components/SupplierInvoiceDetail';
import { SupplierInvoicesTable } from './components/SupplierInvoicesTable';
import { type SupplierInvoiceRow, supplierInvoiceTexts as texts } from './supplier-invoice-texts';

export interface SupplierInvoicesViewProps {
  rows: SupplierInvoiceRow[];
  loading: boolean;
  error: string | null;
  actionError: string | null;
  paging: ServerPaging;
  /** '' for every status. */
  status: string;
  onStatusChange(status: string): void;
  /** '' for every origin; `upload` or `platform`. */
  origin: string;
  onOriginChange(origin: string): void;
  /** The issue-date period. */
  period: Period;
  onPeriodChange(period: Period): void;
  /** Supplier, number or reference; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  onRefresh(): void;
  uploading: boolean;
  /** The last upload's outcome: its reference, or the server's reason for refusing the file. */
  uploadResult: { severity: 'success' | 'error'; text: string } | null;
  onUpload(file: File): void;
  onOpen(row: SupplierInvoiceRow): void;
  /** The open record's panel, absent when none is open. */
  detail?: SupplierInvoiceDetailProps;
}

/** « Factures fournisseurs »: received invoices and receipts, dropped in, checked, approved, paid. */
export function SupplierInvoicesView(props: SupplierInvoicesViewProps) {
  const select = { select: { displayEmpty: true }, inputLabel: { shrink: true } } as const;
  return (
    <>
      <ListScreenLayout
        title={texts.title}
        onRefresh={props.onRefresh}
        actionError={props.actionError}
        error={props.error}
        controls={
          <>
            <DropZone uploading={props.uploading} onFile={props.onUpload} />
            {props.uploadResult && (
              <Alert severity={props.uploadResult.severity} sx={{ mb: 2 }} role="status">
                {props.uploadResult.text}
              </Alert>
            )}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SearchBox label="Fournisseur, n° ou référence" value={props.search} onChange={props.onSearchChange} />
              <FilterSheet
                active={activeFilterCount(props.status, props.origin, props.period.startDate || props.period.endDate)}
              >
                <TextField
                  select
                  label="Statut"
                  name="status"
                  value={props.status}
                  onChange={(e) => props.onStatusChange(e.target.value)}
                  sx={{ minWidth: 200 }}
                  slotProps={select}
                >
                  <MenuItem value="">Tous</MenuItem>
                  {SUPPLIER_INVOICE_STATUSES.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {choice}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="Origine"
                  name="origin"
                  value={props.origin}
                  onChange={(e) => props.onOriginChange(e.target.value)}
                  sx={{ minWidth: 200 }}
                  slotProps={select}
                >
                  <MenuItem value="">Toutes</MenuItem>
                  {SUPPLIER_INVOICE_ORIGINS.map((choice) => (
                    <MenuItem key={choice} value={choice}>
                      {SUPPLIER_INVOICE_ORIGIN_LABELS[choice]}
                    </MenuItem>
                  ))}
                </TextField>
                <Box sx={{ flexBasis: '100%' }}>
                  <DateRangeFilter range={props.period} onChange={props.onPeriodChange} />
                </Box>
              </FilterSheet>
            </Stack>
          </>
        }
      >
        <SupplierInvoicesTable rows={props.rows} loading={props.loading} paging={props.paging} onOpen={props.onOpen} />
      </ListScreenLayout>
      {props.detail && <SupplierInvoiceDetail {...props.detail} />}
    </>
  );
}
