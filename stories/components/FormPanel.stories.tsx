import type { Meta, StoryObj } from '@storybook/react';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../web/src/components/FormPanel';

const meta = {
  title: 'Composants/FormPanel',
  component: FormPanel,
  args: {
    title: 'Ajouter un utilisateur',
    error: null,
    submitLabel: 'Créer',
    submitting: false,
    onSubmit: () => undefined,
    onCancel: () => undefined,
    children: <TextField label="Nom d'utilisateur" />,
  },
} satisfies Meta<typeof FormPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Veuillez remplir tous les champs obligatoires.' } };
export const Submitting: Story = { args: { submitting: true } };
/** An add form that stays open for the next entry. */
export const AddAnother: Story = { args: { addAnother: true } };
export const Dark: Story = { ...WithError, globals: { colorMode: 'dark' } };
