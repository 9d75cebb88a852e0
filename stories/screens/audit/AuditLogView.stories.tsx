import type { Meta, StoryObj } from '@storybook/react';
import { AuditLogView } from '../../../web/src/screens/audit/AuditLogView';
import { staticPaging } from '../../support/business-fixtures';
import { auditEntries, taskHistory } from '../../support/audit-fixtures';

const NO_FILTERS = { actor: null, entityType: '', action: '', entityId: '' };

const meta = {
  title: 'Écrans/Journal/AuditLogView',
  component: AuditLogView,
  args: {
    entries: auditEntries,
    loading: false,
    error: null,
    paging: staticPaging(auditEntries.length),
    filters: NO_FILTERS,
    onFiltersChange: () => undefined,
    period: { startDate: '', endDate: '' },
    onPeriodChange: () => undefined,
    onRefresh: () => undefined,
  },
} satisfies Meta<typeof AuditLogView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const OneRecord: Story = {
  args: {
    entries: taskHistory,
    paging: staticPaging(taskHistory.length),
    filters: { ...NO_FILTERS, entityType: 'task', entityId: '57' },
  },
};
export const Filtered: Story = {
  args: {
    entries: auditEntries.filter((entry) => entry.action === 'update'),
    filters: { ...NO_FILTERS, actor: { id: 2, username: 'claire.martin' }, action: 'update' },
    period: { startDate: '2026-03-01', endDate: '2026-03-31' },
  },
};
export const Loading: Story = { args: { entries: [], loading: true, paging: staticPaging(0) } };
export const Empty: Story = {
  args: { entries: [], paging: staticPaging(0), filters: { ...NO_FILTERS, action: 'delete' } },
};
export const LoadError: Story = { args: { entries: [], error: "Erreur lors du chargement du journal d'activité." } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
