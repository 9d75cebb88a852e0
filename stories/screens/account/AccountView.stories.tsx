import type { Meta, StoryObj } from '@storybook/react';
import { AccountView } from '../../../web/src/screens/account/AccountView';
import { users } from '../../support/fixtures';
import { passwordChanged } from './account-fixtures';

const meta = {
  title: 'Écrans/Mon compte/AccountView',
  component: AccountView,
  args: { user: users[0], loggingOut: false, onChangePassword: passwordChanged, onLogout: () => undefined },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { user: users[1] } };
export const LoggingOut: Story = { args: { loggingOut: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const ManagerDark: Story = { ...Manager, globals: { colorMode: 'dark' } };
