import type { Meta, StoryObj } from '@storybook/react';
import { ChangePasswordForm } from '../../../../web/src/screens/account/components/ChangePasswordForm';
import { passwordChanged, wrongCurrentPassword } from '../account-fixtures';

const meta = {
  title: 'Écrans/Mon compte/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: passwordChanged },
} satisfies Meta<typeof ChangePasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerRefuses: Story = { args: { onSubmit: wrongCurrentPassword } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
