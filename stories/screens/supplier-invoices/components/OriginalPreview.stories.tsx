import type { Meta, StoryObj } from '@storybook/react';
import { OriginalPreview } from '../../../../web/src/screens/supplier-invoices/components/OriginalPreview';
import { PNG_URL, receipt, wrongTotal } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/OriginalPreview',
  component: OriginalPreview,
  args: { file: receipt.file, url: PNG_URL, error: null },
} satisfies Meta<typeof OriginalPreview>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {};
export const Xml: Story = { args: { file: wrongTotal.file, url: 'data:application/xml,%3CInvoice%2F%3E' } };
export const Loading: Story = { args: { url: null } };
export const Failed: Story = { args: { url: null, error: "Impossible d'afficher le fichier original." } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
