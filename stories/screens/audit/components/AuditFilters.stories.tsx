import type { Meta, StoryObj } from '@storybook/react';
import { AuditFilters } from '../../../../web/src/screens/audit/components/AuditFilters';

const meta = {
  title: 'Écrans/Journal/AuditFilters',
  component: AuditFilters,
  args: { values: { actor: null, entityType: '', action: '', entityId: '' }, onChange: () => undefined },
} satisfies Meta<typeof AuditFilters>;
export default meta;
type Story = StoryObj<typeof meta>;

export const None: Story = {};
export const Chosen: Story = {
  args: {
    values: {
      actor: { id: 2, username: 'claire.martin', role: 'Manager' },
      entityType: 'transaction',
      action: 'update',
      entityId: '',
    },
  },
};
export const OneRecord: Story = { args: { values: { actor: null, entityType: 'task', action: '', entityId: '57' } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
