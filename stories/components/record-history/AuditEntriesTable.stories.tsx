import type { Meta, StoryObj } from '@storybook/react';
import { AuditEntriesTable } from '../../../web/src/components/record-history/AuditEntriesTable';
import { staticPaging } from '../../support/business-fixtures';
import { auditEntries, taskHistory } from '../../support/audit-fixtures';

const meta = {
  title: 'Composants/Historique/AuditEntriesTable',
  component: AuditEntriesTable,
  args: {
    entries: auditEntries,
    loading: false,
    emptyText: 'Aucune activité pour ces filtres.',
    paging: staticPaging(auditEntries.length),
  },
} satisfies Meta<typeof AuditEntriesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Journal: Story = {};
export const OneRecord: Story = { args: { entries: taskHistory, paging: undefined, showElement: false } };
export const Empty: Story = { args: { entries: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { entries: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
