import type { Meta, StoryObj } from '@storybook/react';
import { BankView } from '../../../web/src/screens/bank/BankView';
import { staticPaging } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';
import { bankAccounts, bankLines, csvPreview, importResult } from './bank-fixtures';

const meta = {
  title: 'Écrans/Banque/BankView',
  component: BankView,
  args: {
    accounts: bankAccounts,
    accountId: null,
    onAccountChange: () => undefined,
    lines: bankLines,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(bankLines.length),
    state: '',
    onStateChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
    onRefresh: () => undefined,
    busyId: null,
    onMatch: answer,
    onIgnore: () => undefined,
    onUnmatch: () => undefined,
    onCreateRule: answer,
    onOpenRules: () => undefined,
    onAutoMatch: async () => '2 lignes rapprochées automatiquement.',
    onCreateAccount: answer,
    onPreview: async () => csvPreview,
    onImport: async () => importResult,
    today: '2026-03-10',
  },
} satisfies Meta<typeof BankView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Lines to reconcile with their proposals (an invoice, a transaction, a rule, none), one matched, one ignored. */
export const EveryState: Story = {};
export const OneAccount: Story = { args: { accountId: 1 } };
export const ToReconcile: Story = {
  args: { state: 'À rapprocher', lines: bankLines.filter((line) => line.state === 'À rapprocher') },
};
export const NoAccount: Story = { args: { accounts: [], lines: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { lines: [], loading: true, paging: staticPaging(0) } };
export const LoadError: Story = { args: { lines: [], error: 'Erreur lors du chargement des lignes bancaires.' } };
export const Settling: Story = { args: { busyId: 6 } };
export const ActionRefused: Story = {
  args: { actionError: 'Erreur: Le montant de la ligne (299,99 €) diffère du reste à payer de la facture (300,00 €).' },
};
export const ImportOpen: Story = { args: { initialDialog: { kind: 'import' }, initialPreview: csvPreview } };
export const ChooseOpen: Story = { args: { initialDialog: { kind: 'choose', line: bankLines[0] } } };
export const NewAccountOpen: Story = { args: { initialDialog: { kind: 'account' } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
