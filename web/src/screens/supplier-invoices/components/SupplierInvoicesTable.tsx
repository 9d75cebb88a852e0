import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import WarningIcon from '@mui/icons-material/WarningAmber';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/DataTable';
import { RowCard } from '../../../components/RowCard';
import { formatDate, formatEuro } from '../../../lib/format';
import type { ServerPaging } from '../../../lib/server-paging';
import { type SupplierInvoiceRow, signedSupplierTotal, supplierInvoiceTexts } from '../supplier-invoice-texts';
import { SupplierInvoiceOriginChip } from './SupplierInvoiceOriginChip';
import { SupplierInvoiceStatusChip } from './SupplierInvoiceStatusChip';

interface SupplierInvoicesTableProps {
  rows: SupplierInvoiceRow[];
  loading: boolean;
  paging: ServerPaging;
  onOpen(row: SupplierInvoiceRow): void;
}

/** Received invoices and receipts, latest first; a row opens the record beside its original. */
export function SupplierInvoicesTable({ rows, loading, paging, onOpen }: SupplierInvoicesTableProps) {
  const columns = useMemo<GridColDef<SupplierInvoiceRow>[]>(
    () => [
      {
        field: 'reference',
        headerName: 'Référence',
        width: 140,
        sortable: false,
        renderCell: ({ row }) => (
          <Link component="button" variant="body2" onClick={() => onOpen(row)} aria-label={`Ouvrir ${row.reference}`}>
            {row.reference}
          </Link>
        ),
      },
      {
        field: 'supplierName',
        headerName: 'Fournisseur',
        flex: 1,
        minWidth: 160,
        sortable: false,
        valueGetter: (value: string) => value || 'À compléter',
      },
      { field: 'number', headerName: 'N° fournisseur', width: 140, sortable: false },
      {
        field: 'issueDate',
        headerName: "Date d'émission",
        width: 130,
        sortable: false,
        valueFormatter: (value: string | null) => formatDate(value),
      },
      {
        field: 'total',
        headerName: 'Total TTC',
        width: 130,
        sortable: false,
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => signedSupplierTotal(row),
        valueFormatter: (value: number | null) => (value === null ? '—' : formatEuro(value)),
      },
      {
        field: 'status',
        headerName: 'Statut',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <SupplierInvoiceStatusChip status={row.status} />,
      },
      {
        field: 'origin',
        headerName: 'Origine',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => <SupplierInvoiceOriginChip origin={row.origin} />,
      },
      {
        field: 'problems',
        headerName: 'Anomalies',
        width: 110,
        sortable: false,
        renderCell: ({ row }) =>
          row.problems.length > 0 ? (
            <Tooltip title={row.problems.join('\n')}>
              <WarningIcon color="warning" aria-label={`${row.problems.length} anomalie(s)`} />
            </Tooltip>
          ) : null,
      },
    ],
    [onOpen],
  );
  return (
    <DataTable
      label="Factures fournisseurs"
      rows={rows}
      columns={columns}
      loading={loading}
      emptyText={supplierInvoiceTexts.empty}
      server={paging}
      card={(row) => {
        const total = signedSupplierTotal(row);
        return (
          <RowCard
            title={row.supplierName || 'À compléter'}
            figure={
              <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {total === null ? '—' : formatEuro(total)}
              </Typography>
            }
            details={[
              <>
                <SupplierInvoiceStatusChip status={row.status} />
                {row.origin === 'platform' && <SupplierInvoiceOriginChip origin={row.origin} />}
                {row.problems.length > 0 && (
                  <Typography component="span" variant="body2" color="warning.main">
                    {row.problems.length} anomalie(s)
                  </Typography>
                )}
              </>,
              <span>
                {[row.reference, row.number].filter(Boolean).join(' · ')}
                {row.issueDate ? ` · émise le ${formatDate(row.issueDate)}` : ''}
              </span>,
            ]}
            actions={
              <Button size="small" onClick={() => onOpen(row)} aria-label={`Ouvrir ${row.reference}`}>
                Ouvrir
              </Button>
            }
          />
        );
      }}
    />
  );
}
