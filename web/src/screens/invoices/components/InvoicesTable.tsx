import { type ReactElement, useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import CreditNoteIcon from '@mui/icons-material/AssignmentReturn';
import CancelPaymentIcon from '@mui/icons-material/MoneyOff';
import PaymentIcon from '@mui/icons-material/Payments';
import PdfIcon from '@mui/icons-material/PictureAsPdf';
import SendIcon from '@mui/icons-material/Send';
import RemindIcon from '@mui/icons-material/NotificationsActive';
import type { GridColDef } from '@mui/x-data-grid';
import { INVOICE_KIND_LABELS, type InvoiceKind } from '@pilotage/domain';
import { DataTable } from '../../../components/DataTable';
import type { ServerPaging } from '../../../lib/server-paging';
import { RowActions, type RowActionsOptions, rowActionsColumn } from '../../../components/rowActionsColumn';
import { formatDate, formatEuro } from '../../../lib/format';
import {
  type ActionAvailability,
  cancelPaymentAvailability,
  creditAvailability,
  creditLink,
  type InvoiceRow,
  invoiceTexts,
  paymentAvailability,
  sentLabel,
  signedTotal,
} from '../invoice-rules';
import { InvoiceStatusChip } from './InvoiceStatusChip';
import { NetworkStateChip } from './NetworkStateChip';
import { RowCard } from '../../../components/RowCard';

interface InvoicesTableProps {
  invoices: InvoiceRow[];
  loading: boolean;
  paging: ServerPaging;
  /** The row whose PDF is being built, its button spinning meanwhile. */
  downloadingId: number | null;
  onDownload(invoice: InvoiceRow): void;
  onCreditNote(invoice: InvoiceRow): void;
  onPayment(invoice: InvoiceRow): void;
  /** « Envoyer »: opens the mail dialog. */
  onSend(invoice: InvoiceRow): void;
  /** Admins only: on a paid invoice, « Annuler le paiement » takes the place of the payment action. */
  onCancelPayment?(invoice: InvoiceRow): void;
  /** « Relances »: the reminders' history and « Relancer maintenant ». */
  onRemind?(invoice: InvoiceRow): void;
}

/** A row action: its tooltip says what it does, or why it does not apply (a disabled button takes no hover, hence the span). */
function RowAction(props: {
  title: string;
  label: string;
  availability: ActionAvailability;
  icon: ReactElement;
  onClick(): void;
}) {
  const { availability } = props;
  return (
    // describeChild: the button keeps its own name; the span only carries the description.
    <Tooltip describeChild title={availability.allowed ? props.title : availability.reason}>
      <span>
        <IconButton size="small" aria-label={props.label} disabled={!availability.allowed} onClick={props.onClick}>
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

const ALWAYS: ActionAvailability = { allowed: true };

/** Only a late invoice is reminded; its history shows from the same dialog. */
const reminderAvailability = (invoice: InvoiceRow): ActionAvailability =>
  invoice.status === 'En retard' ? ALWAYS : { allowed: false, reason: 'Seule une facture en retard se relance.' };

/** Invoices and credit notes, newest first (the server's only order): nothing here is edited or deleted, only credited or paid. */
export function InvoicesTable({
  invoices,
  loading,
  paging,
  downloadingId,
  onDownload,
  onCreditNote,
  onPayment,
  onSend,
  onCancelPayment,
  onRemind,
}: InvoicesTableProps) {
  // The same buttons close the table's rows and the cards on a phone.
  const actions = useMemo<RowActionsOptions<InvoiceRow>>(
    () => ({
      labelOf: (invoice) => invoice.number,
      extraActions: (invoice) => (
        <>
          <RowAction
            title="Télécharger le PDF"
            label={`Télécharger le PDF ${invoice.number}`}
            availability={
              downloadingId === invoice.id ? { allowed: false, reason: 'Téléchargement en cours…' } : ALWAYS
            }
            icon={<PdfIcon fontSize="small" />}
            onClick={() => onDownload(invoice)}
          />
          <RowAction
            title="Envoyer"
            label={`Envoyer ${invoice.number} par courriel`}
            availability={ALWAYS}
            icon={<SendIcon fontSize="small" />}
            onClick={() => onSend(invoice)}
          />
          {invoice.kind === 'invoice' && (
            <>
              {onRemind && (
                <RowAction
                  title="Relances"
                  label={`Relances de ${invoice.number}`}
                  availability={reminderAvailability(invoice)}
                  icon={<RemindIcon fontSize="small" />}
                  onClick={() => onRemind(invoice)}
                />
              )}
              <RowAction
                title="Émettre un avoir"
                label={`Émettre un avoir sur ${invoice.number}`}
                availability={creditAvailability(invoice)}
                icon={<CreditNoteIcon fontSize="small" />}
                onClick={() => onCreditNote(invoice)}
              />
              {onCancelPayment && cancelPaymentAvailability(invoice).allowed ? (
                <RowAction
                  title="Annuler le paiement"
                  label={`Annuler le paiement de ${invoice.number}`}
                  availability={cancelPaymentAvailability(invoice)}
                  icon={<CancelPaymentIcon fontSize="small" />}
                  onClick={() => onCancelPayment(invoice)}
                />
              ) : (
                <RowAction
                  title="Enregistrer un paiement"
                  label={`Enregistrer un paiement pour ${invoice.number}`}
                  availability={paymentAvailability(invoice)}
                  icon={<PaymentIcon fontSize="small" />}
                  onClick={() => onPayment(invoice)}
                />
              )}
            </>
          )}
        </>
      ),
    }),
    [downloadingId, onDownload, onCreditNote, onPayment, onSend, onCancelPayment, onRemind],
  );
  const columns = useMemo<GridColDef<InvoiceRow>[]>(
    () => [
      {
        field: 'number',
        headerName: 'N°',
        flex: 1,
        minWidth: 150,
        sortable: false,
        renderCell: ({ row }) => {
          const link = creditLink(row);
          return (
            <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3 }}>
              <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
                {row.number}
              </Typography>
              {link && (
                <Typography component="span" variant="caption" color="text.secondary" noWrap title={link}>
                  {link}
                </Typography>
              )}
            </Stack>
          );
        },
      },
      {
        field: 'kind',
        headerName: 'Type',
        width: 80,
        sortable: false,
        valueGetter: (value: string) => INVOICE_KIND_LABELS[value as InvoiceKind] ?? value,
      },
      { field: 'clientName', headerName: 'Client', flex: 1, minWidth: 110, sortable: false },
      {
        field: 'issueDate',
        headerName: "Date d'émission",
        width: 130,
        sortable: false,
        valueFormatter: (value: string) => formatDate(value),
      },
      {
        field: 'dueDate',
        headerName: 'Échéance',
        width: 120,
        sortable: false,
        // A credit note is owed by nobody: it has no due date to watch.
        valueGetter: (value: string, row) => (row.kind === 'credit_note' ? null : value),
        valueFormatter: (value: string | null) => formatDate(value),
      },
      {
        field: 'total',
        headerName: 'Total TTC',
        type: 'number',
        width: 110,
        sortable: false,
        valueGetter: (_value: number, row) => signedTotal(row),
        renderCell: ({ value }) => (
          <Typography component="span" variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatEuro(value as number)}
          </Typography>
        ),
      },
      {
        field: 'status',
        headerName: 'Statut',
        // Room for « Envoyée le 26 nov. 2026 à 14:05 » under the chip.
        width: 215,
        sortable: false,
        renderCell: ({ row }) => {
          const sent = sentLabel(row.sentAt);
          return (
            <Stack sx={{ justifyContent: 'center', height: '100%', lineHeight: 1.3, alignItems: 'flex-start' }}>
              <InvoiceStatusChip status={row.status} />
              {sent && (
                <Typography component="span" variant="caption" color="text.secondary" noWrap title={sent}>
                  {sent}
                </Typography>
              )}
            </Stack>
          );
        },
      },
      {
        field: 'networkLabel',
        headerName: 'Réseau',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack sx={{ justifyContent: 'center', height: '100%', alignItems: 'flex-start' }}>
            <NetworkStateChip state={row.networkState} label={row.networkLabel} reasons={row.networkReasons} />
          </Stack>
        ),
      },
      rowActionsColumn<InvoiceRow>({ ...actions, width: onRemind ? 170 : 140 }),
    ],
    [actions, onRemind],
  );
  return (
    <DataTable
      label="Factures"
      rows={invoices}
      columns={columns}
      loading={loading}
      emptyText={invoiceTexts.empty}
      server={paging}
      card={(invoice) => <InvoiceCard invoice={invoice} actions={actions} />}
    />
  );
}

/** An invoice on a phone: number and signed total, status (« En retard » marks the edge), client and dates. */
function InvoiceCard({ invoice, actions }: { invoice: InvoiceRow; actions: RowActionsOptions<InvoiceRow> }) {
  const sent = sentLabel(invoice.sentAt);
  const link = creditLink(invoice);
  return (
    <RowCard
      title={`${INVOICE_KIND_LABELS[invoice.kind as InvoiceKind] ?? invoice.kind} ${invoice.number}`}
      figure={
        <Typography component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatEuro(signedTotal(invoice))}
        </Typography>
      }
      alert={invoice.status === 'En retard'}
      details={[
        <>
          <InvoiceStatusChip status={invoice.status} />
          {sent && <span>{sent}</span>}
        </>,
        <span>{invoice.clientName}</span>,
        <>
          <span>Réseau :</span>
          <NetworkStateChip
            state={invoice.networkState}
            label={invoice.networkLabel}
            reasons={invoice.networkReasons}
          />
        </>,
        ...(invoice.networkReasons.length > 0 ? [<span>Motifs : {invoice.networkReasons.join(' ; ')}</span>] : []),
        <span>
          Émise le {formatDate(invoice.issueDate)}
          {invoice.kind === 'credit_note' ? '' : ` · échéance ${formatDate(invoice.dueDate)}`}
        </span>,
        ...(link ? [<span>{link}</span>] : []),
      ]}
      actions={<RowActions row={invoice} {...actions} />}
    />
  );
}
