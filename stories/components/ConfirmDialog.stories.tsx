import type { Meta, StoryObj } from '@storybook/react';
import { ConfirmDialog } from '../../web/src/components/ConfirmDialog';

const meta = {
  title: 'Composants/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: "Supprimer l'utilisateur",
    message: "Êtes-vous sûr de vouloir supprimer l'utilisateur hugo.bernard ?",
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
