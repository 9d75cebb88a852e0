import type { Meta, StoryObj } from '@storybook/react';
import { SupplierInvoicesTable } from '../../../../web/src/screens/supplier-invoices/components/SupplierInvoicesTable';
import { staticPaging } from '../../../support/business-fixtures';
import { rows } from '../supplier-invoices-fixtures';

const meta = {
  title: 'Écrans/Factures fournisseurs/SupplierInvoicesTable',
  component: SupplierInvoicesTable,
  args: { rows, loading: false, paging: staticPaging(rows.length), onOpen: () => undefined },
} satisfies Meta<typeof SupplierInvoicesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryStatus: Story = {};
export const Empty: Story = { args: { rows: [], paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
