import type { Meta, StoryObj } from '@storybook/react';
import { AddUserForm } from '../../../../web/src/screens/users/components/AddUserForm';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/AddUserForm',
  component: AddUserForm,
  args: { onSubmit: answer, onCancel: () => undefined },
} satisfies Meta<typeof AddUserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const ServerRefuses: Story = { args: { onSubmit: refuse("Ce nom d'utilisateur est déjà pris.") } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
