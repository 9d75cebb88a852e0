import type { Meta, StoryObj } from '@storybook/react';
import { AccountingView } from '../../../web/src/screens/accounting/AccountingView';
import { balance, entries, franchiseVat, liableVat, periods, settings } from './accounting-fixtures';

const meta = {
  title: 'Écrans/Comptabilité/AccountingView',
  component: AccountingView,
  args: {
    tab: 'entries',
    onTabChange: () => undefined,
    year: 2026,
    years: [2024, 2025, 2026],
    onYearChange: () => undefined,
    filters: { period: '', journal: '', search: '' },
    onFiltersChange: () => undefined,
    entries,
    loading: false,
    paging: {
      page: 0,
      rowsPerPage: 50,
      total: entries.length,
      onPageChange: () => undefined,
      onRowsPerPageChange: () => undefined,
    },
    balance,
    periods,
    currentMonth: '2026-11',
    vat: liableVat,
    vatRange: { startDate: '2026-03-01', endDate: '2026-03-31' },
    onVatRangeChange: () => undefined,
    settings,
    settingsSaving: false,
    settingsError: null,
    settingsSaved: false,
    onSaveSettings: () => undefined,
    canManage: true,
    onClosePeriod: () => undefined,
    onExportFec: () => undefined,
    onExportVat: () => undefined,
    error: null,
    actionError: null,
    notice: null,
    onRefresh: () => undefined,
  },
} satisfies Meta<typeof AccountingView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Filtered: Story = {
  args: {
    filters: { period: '2026-03', journal: 'BQ', search: 'logiciel' },
    entries: entries.filter((entry) => entry.journalCode === 'BQ'),
  },
};
export const NoEntries: Story = { args: { entries: [], paging: { ...meta.args.paging, total: 0 } } };
export const Balance: Story = { args: { tab: 'balance' } };
export const Periods: Story = { args: { tab: 'periods', notice: 'février 2026 est clôturée.' } };
export const ManagerReadOnly: Story = { args: { tab: 'periods', canManage: false } };
export const Vat: Story = { args: { tab: 'vat' } };
export const VatFranchise: Story = { args: { tab: 'vat', vat: franchiseVat } };
export const Settings: Story = { args: { tab: 'settings' } };
export const SettingsRefused: Story = {
  args: {
    tab: 'settings',
    settingsError: 'Compte 1 : Numéro de compte invalide : des chiffres uniquement (3 à 20).',
  },
};
export const SettingsReadOnly: Story = { args: { tab: 'settings', canManage: false } };
export const LoadError: Story = { args: { error: 'Impossible de charger la comptabilité.' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
