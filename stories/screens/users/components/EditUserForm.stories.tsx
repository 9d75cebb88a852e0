import type { Meta, StoryObj } from '@storybook/react';
import { EditUserForm } from '../../../../web/src/screens/users/components/EditUserForm';
import { answer, refuse, users } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/EditUserForm',
  component: EditUserForm,
  args: { user: users[1], onSubmit: answer, onCancel: () => undefined },
} satisfies Meta<typeof EditUserForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const ServerRefuses: Story = { args: { onSubmit: refuse('Cet email est déjà utilisé.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
