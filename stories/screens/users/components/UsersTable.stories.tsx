import type { Meta, StoryObj } from '@storybook/react';
import { UsersTable } from '../../../../web/src/screens/users/components/UsersTable';
import { users } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/UsersTable',
  component: UsersTable,
  args: { users, loading: false, onEdit: () => undefined, onResetPassword: () => undefined, onDelete: () => undefined },
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { users: [] } };
export const Loading: Story = { args: { users: [], loading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
