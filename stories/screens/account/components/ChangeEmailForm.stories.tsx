import type { Meta, StoryObj } from '@storybook/react';
import { ChangeEmailForm } from '../../../../web/src/screens/account/components/ChangeEmailForm';
import { refuse } from '../../../support/fixtures';
import { emailChanged } from '../account-fixtures';

const meta = {
  title: 'Écrans/Mon compte/ChangeEmailForm',
  component: ChangeEmailForm,
  args: { currentEmail: 'admin@example.fr', onSubmit: emailChanged },
} satisfies Meta<typeof ChangeEmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WrongPassword: Story = { args: { onSubmit: refuse('Le mot de passe actuel est incorrect.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
