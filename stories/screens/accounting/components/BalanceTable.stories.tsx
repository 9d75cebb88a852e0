import type { Meta, StoryObj } from '@storybook/react';
import { BalanceTable } from '../../../../web/src/screens/accounting/components/BalanceTable';
import { balance } from '../accounting-fixtures';

const meta = {
  title: 'Écrans/Comptabilité/BalanceTable',
  component: BalanceTable,
  args: { rows: balance },
} satisfies Meta<typeof BalanceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Balance: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
