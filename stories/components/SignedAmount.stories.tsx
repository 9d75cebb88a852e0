import type { Meta, StoryObj } from '@storybook/react';
import { SignedAmount } from '../../web/src/components/SignedAmount';

const meta = {
  title: 'Écrans/Finances/SignedAmount',
  component: SignedAmount,
  args: { amount: 1234.5 },
} satisfies Meta<typeof SignedAmount>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revenue: Story = {};
export const Expense: Story = { args: { amount: -59.99 } };
export const Zero: Story = { args: { amount: 0 } };
export const Dark: Story = { args: { amount: -420 }, globals: { colorMode: 'dark' } };
