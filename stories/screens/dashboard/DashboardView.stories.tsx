import type { Meta, StoryObj } from '@storybook/react';
import { DashboardView } from '../../../web/src/screens/dashboard/DashboardView';
import { dashboardStats, recentTasks, recentTransactions, topEmployees } from '../../support/fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/DashboardView',
  component: DashboardView,
  args: {
    loading: false,
    error: null,
    onRetry: () => undefined,
    stats: dashboardStats,
    recentTasks,
    recentTransactions,
    topEmployees,
    bank: { accounts: 1, bankBalance: 4837.42, toReconcile: 4 },
    today: '2024-06-14',
    period: { startDate: '', endDate: '' },
    onPeriodChange: () => undefined,
  },
} satisfies Meta<typeof DashboardView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const RecentOnly: Story = {
  args: { stats: { ...dashboardStats, revenue: 2768.5, expenses: 479.99, netProfit: 2288.51, scope: 'Récents' } },
};
export const Loading: Story = {
  args: { loading: true, stats: null, recentTasks: [], recentTransactions: [], topEmployees: [] },
};
export const Empty: Story = {
  args: {
    stats: {
      revenue: 0,
      expenses: 0,
      netProfit: 0,
      activeEmployees: 0,
      completedTasks: 0,
      overdueTasks: 0,
      scope: 'Globaux',
    },
    recentTasks: [],
    recentTransactions: [],
    topEmployees: [],
  },
};
export const LoadError: Story = {
  args: { error: 'Erreur lors du chargement des données du tableau de bord.', stats: null },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
/** « Mois dernier » chosen: the cards say which period their figures cover. */
export const LastMonth: Story = {
  args: {
    period: { startDate: '2024-05-01', endDate: '2024-05-31' },
    stats: { ...dashboardStats, revenue: 1840, expenses: 312.4, netProfit: 1527.6, scope: 'Mois dernier' },
  },
};
export const LastMonthDark: Story = { ...LastMonth, globals: { colorMode: 'dark' } };
export const BackupWarning: Story = {
  args: {
    backupWarning:
      'La dernière sauvegarde de la base date du 22 nov. 2026, 02:30, il y a plus de 48 heures : voyez « Sauvegardes » dans Paramètres.',
  },
};
