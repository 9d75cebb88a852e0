import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoiceOriginChip } from '../../../../web/src/screens/supplier-invoices/components/SupplierInvoiceOriginChip';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoiceOriginChip',
  component: SupplierInvoiceOriginChip,
  args: { origin: 'platform' },
} satisfies Meta<typeof SupplierInvoiceOriginChip>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Delivered by the Plateforme Agréée. */
export const Platform: Story = {};
/** Dropped on the screen. */
export const Upload: Story = { args: { origin: 'upload' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const UploadDark: Story = { args: { origin: 'upload' }, globals: { colorMode: 'dark' } };
