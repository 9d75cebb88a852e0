import type { Meta, StoryObj } from '@storybook/react';
import { ResetPasswordForm } from '../../../../web/src/screens/users/components/ResetPasswordForm';
import { answer, users } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/ResetPasswordForm',
  component: ResetPasswordForm,
  args: { user: users[2], onSubmit: answer, onCancel: () => undefined },
} satisfies Meta<typeof ResetPasswordForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
