import type { Meta, StoryObj } from '@storybook/react';
import { type UserEditValues, userEditInput, validateUserEdit } from '../../../../web/src/lib/validation';
import { UserFormPanel } from '../../../../web/src/screens/users/components/UserFormPanel';
import { answer, refuse } from '../../../support/fixtures';

type Values = Required<UserEditValues>;

/** The frame both user forms share; AddUserForm and EditUserForm show it with their own fields. */
const meta = {
  title: 'Écrans/Utilisateurs/UserFormPanel',
  component: UserFormPanel<Values>,
  args: {
    title: "Modifier l'utilisateur manager",
    submitLabel: 'Enregistrer',
    failure: "Erreur lors de la mise à jour de l'utilisateur.",
    initialValues: { username: 'manager', email: 'manager@example.com', role: 'Manager' },
    validate: validateUserEdit,
    toInput: userEditInput,
    onSubmit: answer,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof UserFormPanel<Values>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Invalid: Story = { args: { initialValues: { username: '', email: 'pas-un-email', role: 'Manager' } } };
export const ServerRefuses: Story = { args: { onSubmit: refuse('Cet email est déjà utilisé.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
