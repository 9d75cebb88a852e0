import type { Meta, StoryObj } from '@storybook/react';
import { RefuseDialog } from '../../../../web/src/screens/supplier-invoices/components/RefuseDialog';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/RefuseDialog',
  component: RefuseDialog,
  args: { onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof RefuseDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ServerRefuses: Story = { args: { onSubmit: refuse('Facture fournisseur introuvable.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
