import type { Meta, StoryObj } from '@storybook/react';
import { DropZone } from '../../../../web/src/screens/supplier-invoices/components/DropZone';

const meta = {
  title: 'Écrans/Factures fournisseurs/DropZone',
  component: DropZone,
  args: { uploading: false, onFile: () => undefined },
} satisfies Meta<typeof DropZone>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Uploading: Story = { args: { uploading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
