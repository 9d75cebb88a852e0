import type { Meta, StoryObj } from '@storybook/react';
import { BankRuleDialog } from '../../../../web/src/screens/bank/rules/BankRuleDialog';
import { answer, refuse } from '../../../support/fixtures';
import { bankRules } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/BankRuleDialog',
  component: BankRuleDialog,
  args: { rule: bankRules[1], onSubmit: answer, onClose: () => undefined },
} satisfies Meta<typeof BankRuleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Edit: Story = {};
export const New: Story = { args: { rule: null } };
/** The next one, after « Enregistrer et ajouter une autre ». */
export const NextAfterCreation: Story = { args: { rule: null, notice: 'Règle créée.' } };
export const SwitchedOff: Story = { args: { rule: bankRules[2] } };
export const Refused: Story = { args: { onSubmit: refuse('Règle de rapprochement introuvable.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
