import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import NewInvoiceIcon from '@mui/icons-material/PostAdd';
import type { ServerPaging } from '../../lib/server-paging';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import { type Banner, TimedAlert } from '../../components/TimedAlert';
import type {
  InvoiceReminderRowFragment,
  CancelPaymentInput,
  CreditNoteInput,
  InvoicePaymentInput,
  SendInvoiceInput,
} from '../../graphql/generated/graphql';
import type { Period } from '../../lib/usePeriodFilter';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { activeFilterCount, FilterSheet } from '../../components/FilterSheet';
import { CancelPaymentDialog } from './components/CancelPaymentDialog';
import { CreditNoteDialog } from './components/CreditNoteDialog';
import { InvoiceFilters } from './components/InvoiceFilters';
import { InvoicesTable } from './components/InvoicesTable';
import { PaymentDialog } from './components/PaymentDialog';
import { SendInvoiceDialog } from './components/SendInvoiceDialog';
import { ReminderDialog } from './components/ReminderDialog';
import type { CreditLine } from './credit-note';
import { type InvoiceRow, invoiceTexts } from './invoice-rules';

/** How long « Paiement enregistré … » stays. */
export const PAYMENT_BANNER_MS = 8000;

export type InvoiceDialogState =
  | { kind: 'credit-note'; invoice: InvoiceRow }
  | { kind: 'payment'; invoice: InvoiceRow }
  | { kind: 'cancel-payment'; invoice: InvoiceRow }
  | { kind: 'send'; invoice: InvoiceRow }
  | { kind: 'remind'; invoice: InvoiceRow }
  | null;

export interface InvoicesViewProps {
  invoices: InvoiceRow[];
  loading: boolean;
  error: string | null;
  /** A failed download or CSV export, already worded ('Erreur: …'). */
  actionError: string | null;
  paging: ServerPaging;
  /** '' for every status. */
  status: string;
  onStatusChange(status: string): void;
  /** '' for both kinds, else `invoice` or `credit_note`. */
  kind: string;
  onKindChange(kind: string): void;
  /** The issue-date period shown; one with its bounds in the wrong order is not applied. */
  period: Period;
  onPeriodChange(period: Period): void;
  /** The client-name search the list applies; the box calls `onClientChange` as typing pauses. */
  client: string;
  onClientChange(client: string): void;
  onRefresh(): void;
  onNewInvoice(): void;
  downloadingId: number | null;
  onDownload(invoice: InvoiceRow): void;
  /** The invoice's lines, for a partial credit note. */
  loadLines(invoiceId: number): Promise<CreditLine[]>;
  onCreditNote(invoiceId: number, input: CreditNoteInput): Promise<void>;
  onPayment(invoiceId: number, input: InvoicePaymentInput): Promise<void>;
  /** Queues the mail; answers the gateway's confirmation (« Facture mise en file d’envoi vers … »). */
  onSend(invoiceId: number, input: SendInvoiceInput): Promise<string>;
  /** Admins only (absent for a Manager): cancels a paid invoice's payment. */
  onCancelPayment?(invoiceId: number, input: CancelPaymentInput): Promise<void>;
  /** The payment form's default date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
  initialDialog?: InvoiceDialogState;
  /** « Relancée »: '' for all, 'true' or 'false'. */
  reminded?: string;
  onRemindedChange?(reminded: string): void;
  /** « Réseau »: '' for all, else a network state. */
  networkState?: string;
  onNetworkStateChange?(networkState: string): void;
  /** The invoice's reminders, for its « Relances » dialog. */
  loadReminders?(invoiceId: number): Promise<InvoiceReminderRowFragment[]>;
  /** « Relancer maintenant »: answers the gateway's confirmation. */
  onRemind?(invoiceId: number): Promise<string>;
}

/** « Factures »: issued invoices and credit notes, filtered on the server, with their PDF, credit note and payment. */
export function InvoicesView(props: InvoicesViewProps) {
  const [dialog, setDialog] = useState<InvoiceDialogState>(props.initialDialog ?? null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <ListScreenLayout
        title={invoiceTexts.title}
        onRefresh={props.onRefresh}
        actions={
          <Button variant="contained" startIcon={<NewInvoiceIcon />} onClick={props.onNewInvoice}>
            Nouvelle facture
          </Button>
        }
        actionError={props.actionError}
        error={props.error}
        controls={
          <>
            <Box sx={{ '&:not(:empty)': { mb: 2 } }}>
              <TimedAlert banner={banner} durationMs={PAYMENT_BANNER_MS} />
            </Box>
            {/* The period wraps to its own line; on a phone it folds into the sheet with the other filters. */}
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <SearchBox label="Client" value={props.client} onChange={props.onClientChange} />
              <FilterSheet
                active={activeFilterCount(
                  props.status,
                  props.kind,
                  props.networkState,
                  props.period.startDate || props.period.endDate,
                )}
              >
                <InvoiceFilters
                  status={props.status}
                  kind={props.kind}
                  onStatusChange={props.onStatusChange}
                  onKindChange={props.onKindChange}
                  reminded={props.reminded}
                  onRemindedChange={props.onRemindedChange}
                  networkState={props.networkState}
                  onNetworkStateChange={props.onNetworkStateChange}
                />
                <Box sx={{ flexBasis: '100%' }}>
                  <DateRangeFilter range={props.period} onChange={props.onPeriodChange} today={props.today} />
                </Box>
              </FilterSheet>
            </Stack>
          </>
        }
      >
        <InvoicesTable
          invoices={props.invoices}
          loading={props.loading}
          paging={props.paging}
          downloadingId={props.downloadingId}
          onDownload={props.onDownload}
          onCreditNote={(invoice) => setDialog({ kind: 'credit-note', invoice })}
          onPayment={(invoice) => setDialog({ kind: 'payment', invoice })}
          onSend={(invoice) => setDialog({ kind: 'send', invoice })}
          onCancelPayment={props.onCancelPayment && ((invoice) => setDialog({ kind: 'cancel-payment', invoice }))}
          onRemind={props.onRemind && ((invoice) => setDialog({ kind: 'remind', invoice }))}
        />
      </ListScreenLayout>
      {dialog?.kind === 'credit-note' && (
        <CreditNoteDialog
          key={dialog.invoice.id}
          invoice={dialog.invoice}
          loadLines={() => props.loadLines(dialog.invoice.id)}
          onSubmit={(input) => props.onCreditNote(dialog.invoice.id, input)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'payment' && (
        <PaymentDialog
          key={dialog.invoice.id}
          invoice={dialog.invoice}
          today={props.today}
          onSubmit={async (input) => {
            setBanner(null);
            await props.onPayment(dialog.invoice.id, input);
            setBanner({ severity: 'success', text: invoiceTexts.paymentRecorded });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'send' && (
        <SendInvoiceDialog
          key={dialog.invoice.id}
          invoice={dialog.invoice}
          onSubmit={async (input) => {
            setBanner(null);
            const message = await props.onSend(dialog.invoice.id, input);
            setBanner({ severity: 'success', text: message });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'remind' && props.onRemind && props.loadReminders && (
        <ReminderDialog
          key={dialog.invoice.id}
          invoice={dialog.invoice}
          loadReminders={() => props.loadReminders!(dialog.invoice.id)}
          onRemind={() => props.onRemind!(dialog.invoice.id)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'cancel-payment' && props.onCancelPayment && (
        <CancelPaymentDialog
          key={dialog.invoice.id}
          invoice={dialog.invoice}
          onSubmit={async (input) => {
            setBanner(null);
            await props.onCancelPayment!(dialog.invoice.id, input);
            setBanner({ severity: 'success', text: invoiceTexts.paymentCancelled });
          }}
          onClose={close}
        />
      )}
    </>
  );
}
