import type { Meta, StoryObj } from '@storybook/react';
import Typography from '@mui/material/Typography';
import { ActionDialog } from '../../../../web/src/screens/supplier-invoices/components/ActionDialog';

const meta = {
  title: 'Écrans/Factures fournisseurs/ActionDialog',
  component: ActionDialog,
  args: {
    title: 'Approuver la facture',
    submitLabel: 'Approuver',
    submitting: false,
    error: null,
    onSubmit: () => undefined,
    onClose: () => undefined,
    children: <Typography>FF-2026-0001 — Lefèvre &amp; Fils</Typography>,
  },
} satisfies Meta<typeof ActionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WithError: Story = {
  args: { error: 'Seule une facture fournisseur « À valider » peut être approuvée ou refusée.' },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
