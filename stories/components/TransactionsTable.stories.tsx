import type { Meta, StoryObj } from '@storybook/react';
import { TransactionsTable } from '../../web/src/components/TransactionsTable';
import { staticPaging, transactions } from '../support/business-fixtures';

const meta = {
  title: 'Écrans/Finances/TransactionsTable',
  component: TransactionsTable,
  args: {
    transactions,
    loading: false,
    paging: staticPaging(transactions.length),
    onEdit: () => undefined,
    onDelete: () => undefined,
  },
} satisfies Meta<typeof TransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { transactions: [], paging: staticPaging(0) } };
export const Loading: Story = { args: { transactions: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const WithHistory: Story = { args: { onHistory: () => undefined } };
/** Below 600 px: one card per transaction, its amount in colour and its actions one tap away. */
export const Phone: Story = { parameters: { viewport: { defaultViewport: 'mobile1' } } };
