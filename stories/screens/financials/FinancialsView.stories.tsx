import type { Meta, StoryObj } from '@storybook/react';
import { ALL_DATES } from '../../../web/src/components/DateRangeFilter';
import { FinancialsView } from '../../../web/src/screens/financials/FinancialsView';
import { dailyBalances, staticPaging, transactions } from '../../support/business-fixtures';
import { answer } from '../../support/fixtures';

const meta = {
  title: 'Écrans/Finances/FinancialsView',
  component: FinancialsView,
  args: {
    transactions,
    loading: false,
    error: null,
    actionError: null,
    paging: staticPaging(transactions.length),
    days: dailyBalances,
    range: ALL_DATES,
    onRangeChange: () => undefined,
    search: '',
    onSearchChange: () => undefined,
    onRefresh: () => undefined,
    onOpenInvoice: () => undefined,
    onCreate: answer,
    onUpdate: answer,
    onDelete: () => undefined,
    today: '2024-06-04',
  },
} satisfies Meta<typeof FinancialsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const AllDaysNegative: Story = {
  args: {
    days: dailyBalances.map((day) => ({ ...day, revenue: 0, expenses: day.expenses + 10, net: -(day.expenses + 10) })),
  },
};
export const OnePeriod: Story = {
  args: {
    range: { startDate: '2024-06-01', endDate: '2024-06-03' },
    days: dailyBalances.slice(4),
    transactions: transactions.slice(0, 4),
  },
};
export const Searched: Story = {
  args: { search: 'abonnement', transactions: transactions.slice(0, 1), paging: staticPaging(1) },
};
export const Loading: Story = { args: { transactions: [], days: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = { args: { transactions: [], days: [], paging: staticPaging(0) } };
export const LoadError: Story = { args: { error: 'Erreur lors du chargement des transactions financières.' } };
export const DeleteFailed: Story = { args: { actionError: 'Erreur: Impossible de supprimer la transaction.' } };
export const PaymentDeleteRefused: Story = {
  args: {
    actionError:
      'Erreur: Cette transaction est le paiement de la facture F-2026-0006 : annulez le paiement depuis la facture.',
  },
};
export const AddFormOpen: Story = { args: { initialAddOpen: true } };
export const EditModalOpen: Story = { args: { initialEditing: transactions[1] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
