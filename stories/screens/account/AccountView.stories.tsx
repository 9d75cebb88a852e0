import type { Meta, StoryObj } from '@storybook/react';
import { AccountView } from '../../../web/src/screens/account/AccountView';
import { users } from '../../support/fixtures';
import { emailChanged, passwordChanged, twoFactorActions } from './account-fixtures';

const meta = {
  title: 'Écrans/Mon compte/AccountView',
  component: AccountView,
  args: {
    user: users[0],
    loggingOut: false,
    onChangePassword: passwordChanged,
    onChangeEmail: emailChanged,
    onLogout: () => undefined,
    twoFactor: { enabled: true, required: false, ...twoFactorActions },
  },
} satisfies Meta<typeof AccountView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = {
  args: { user: users[1], twoFactor: { enabled: false, required: false, ...twoFactorActions } },
};
export const TwoFactorRequired: Story = {
  args: { twoFactor: { enabled: false, required: true, ...twoFactorActions } },
};
export const LoggingOut: Story = { args: { loggingOut: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const ManagerDark: Story = { ...Manager, globals: { colorMode: 'dark' } };
