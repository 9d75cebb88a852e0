import type { Meta, StoryObj } from '@storybook/react';
import { InvoicesView } from '../../../web/src/screens/invoices/InvoicesView';
import { staticPaging } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';
import { invoiceById, invoices, loadLines } from './invoices-fixtures';

const meta = {
  title: 'Écrans/Factures/InvoicesView',
  component: InvoicesView,
  args: {
    invoices,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(invoices.length),
    status: '',
    onStatusChange: () => undefined,
    kind: '',
    onKindChange: () => undefined,
    period: { startDate: '', endDate: '' },
    onPeriodChange: () => undefined,
    client: '',
    onClientChange: () => undefined,
    onRefresh: () => undefined,
    onNewInvoice: () => undefined,
    downloadingId: null,
    onDownload: () => undefined,
    loadLines,
    onCreditNote: answer,
    onPayment: answer,
    onSend: () => Promise.resolve('Facture mise en file d’envoi vers contact@cafedesarts.fr.'),
    today: '2026-03-10',
  },
} satisfies Meta<typeof InvoicesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Émise, En retard (one partly credited), Payée, Annulée par avoir, and two credit notes. */
export const EveryStatus: Story = {};
export const Loading: Story = { args: { invoices: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { invoices: [], status: 'Payée', client: 'dupont', paging: staticPaging(0) } };
export const LoadError: Story = { args: { invoices: [], error: 'Impossible de charger les factures.' } };
/** `/invoices?status=En+retard&kind=invoice&from=2026-01-01&to=2026-02-28`. */
export const Filtered: Story = {
  args: {
    invoices: invoices.filter((invoice) => invoice.status === 'En retard'),
    status: 'En retard',
    kind: 'invoice',
    period: { startDate: '2026-01-01', endDate: '2026-02-28' },
    paging: staticPaging(2),
  },
};
export const PeriodInWrongOrder: Story = { args: { period: { startDate: '2026-03-31', endDate: '2026-03-01' } } };
export const Downloading: Story = { args: { downloadingId: 8 } };
export const DownloadFailed: Story = { args: { actionError: 'Erreur: Facture introuvable.' } };
export const CreditNoteOpen: Story = { args: { initialDialog: { kind: 'credit-note', invoice: invoiceById(4) } } };
export const PaymentOpen: Story = { args: { initialDialog: { kind: 'payment', invoice: invoiceById(8) } } };
/** An Admin: a paid invoice offers « Annuler le paiement » in place of the payment action. */
export const AsAdmin: Story = { args: { onCancelPayment: answer } };
export const CancelPaymentOpen: Story = {
  args: { onCancelPayment: answer, initialDialog: { kind: 'cancel-payment', invoice: invoiceById(6) } },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
/** « Envoyer » opened on a paid invoice: the client's address is already typed. */
export const SendDialogOpen: Story = { args: { initialDialog: { kind: 'send', invoice: invoiceById(6) } } };
/** « Relances » on a late invoice: its history and « Relancer maintenant ». */
export const ReminderDialogOpen: Story = {
  args: {
    loadReminders: () => Promise.resolve([]),
    onRemind: () => Promise.resolve('Relance n° 1 mise en file d’envoi vers compta@studionomade.fr.'),
    initialDialog: { kind: 'remind', invoice: invoiceById(3) },
  },
};
/** The « Relancée » filter and the « Relances » row action. */
export const RemindedFilter: Story = {
  args: {
    reminded: 'true',
    onRemindedChange: () => undefined,
    loadReminders: () => Promise.resolve([]),
    onRemind: () => Promise.resolve(''),
  },
};
