import type { Meta, StoryObj } from '@storybook/react';
import { InvoiceTotalsSummary } from '../../../../web/src/screens/invoice/components/InvoiceTotalsSummary';

const meta = {
  title: 'Écrans/Facture/InvoiceTotalsSummary',
  component: InvoiceTotalsSummary,
  args: { subtotalCents: 144030, totalCents: 144030 },
} satisfies Meta<typeof InvoiceTotalsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {};
export const Zero: Story = { args: { subtotalCents: 0, totalCents: 0 } };
export const Large: Story = { args: { subtotalCents: 7407000, totalCents: 7407000 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
