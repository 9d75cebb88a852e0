import type { Meta, StoryObj } from '@storybook/react';
import { BankLineStateChip } from '../../../../web/src/screens/bank/components/BankLineStateChip';

const meta = {
  title: 'Écrans/Banque/BankLineStateChip',
  component: BankLineStateChip,
  args: { state: 'À rapprocher' },
} satisfies Meta<typeof BankLineStateChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ToReconcile: Story = {};
export const Matched: Story = { args: { state: 'Rapprochée' } };
export const Ignored: Story = { args: { state: 'Ignorée' } };
export const Dark: Story = { ...Matched, globals: { colorMode: 'dark' } };
