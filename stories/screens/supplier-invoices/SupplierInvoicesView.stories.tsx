import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoicesView } from '../../../web/src/screens/supplier-invoices/SupplierInvoicesView';
import { staticPaging } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';
import { PNG_URL, facturX, fromPlatform, receipt, rows, wrongTotal } from './supplier-invoices-fixtures';

const detail = {
  record: facturX,
  error: null,
  originalUrl: null,
  originalError: null,
  today: '2026-03-10',
  onClose: () => undefined,
  onApprove: answer,
  onRefuse: answer,
  onPay: answer,
  onEdit: answer,
};

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoicesView',
  component: SupplierInvoicesView,
  args: {
    rows,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(rows.length),
    status: '',
    onStatusChange: () => undefined,
    origin: '',
    onOriginChange: () => undefined,
    period: { startDate: '', endDate: '' },
    onPeriodChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
    onRefresh: () => undefined,
    uploading: false,
    uploadResult: null,
    onUpload: () => undefined,
    onOpen: () => undefined,
  },
} satisfies Meta<typeof SupplierInvoicesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** À valider, with and without problems, a receipt, Approuvée, Refusée, Payée and a credit note. */
export const EveryStatus: Story = {};
export const Loading: Story = { args: { rows: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { rows: [], status: 'Payée', paging: staticPaging(0) } };
export const LoadError: Story = { args: { rows: [], error: 'Impossible de charger les factures fournisseurs.' } };
export const Uploading: Story = { args: { uploading: true } };
export const Uploaded: Story = {
  args: { uploadResult: { severity: 'success', text: 'Fichier reçu : FF-2026-0008 est à valider.' } },
};
export const Refused: Story = {
  args: {
    uploadResult: {
      severity: 'error',
      text: 'Le fichier XML contient une déclaration DOCTYPE ou ENTITY : refusé pour la sécurité.',
    },
  },
};
export const Duplicate: Story = {
  args: { uploadResult: { severity: 'error', text: 'Cette facture fournisseur est déjà enregistrée (FF-2026-0001).' } },
};
export const DetailOpen: Story = { args: { detail } };
export const ProblemsOpen: Story = { args: { detail: { ...detail, record: wrongTotal } } };
export const ReceiptOpen: Story = { args: { detail: { ...detail, record: receipt, originalUrl: PNG_URL } } };
/** Only what the Plateforme Agréée delivered, one of them open. */
export const FromPlatform: Story = {
  args: {
    rows: [fromPlatform],
    origin: 'platform',
    paging: staticPaging(1),
    detail: { ...detail, record: fromPlatform },
  },
};
export const FromPlatformDark: Story = { ...FromPlatform, globals: { colorMode: 'dark' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
