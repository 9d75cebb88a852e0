import type { Meta, StoryObj } from '@storybook/react';
import { BankAccountDialog } from '../../../../web/src/screens/bank/components/BankAccountDialog';
import { answer, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Banque/BankAccountDialog',
  component: BankAccountDialog,
  args: { today: '2026-03-10', onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof BankAccountDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Refused: Story = { args: { onSubmit: refuse('Un compte bancaire avec cet IBAN existe déjà.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
