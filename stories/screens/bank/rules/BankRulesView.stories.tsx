import type { Meta, StoryObj } from '@storybook/react';
import { BankRulesView } from '../../../../web/src/screens/bank/rules/BankRulesView';
import { answer } from '../../../support/fixtures';
import { bankRules } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/BankRulesView',
  component: BankRulesView,
  args: {
    rules: bankRules,
    total: bankRules.length,
    page: 0,
    onPageChange: () => undefined,
    loading: false,
    error: null,
    actionError: null,
    busyId: null,
    onSave: answer,
    onToggle: () => undefined,
    onMove: () => undefined,
    onDelete: () => undefined,
    onClose: () => undefined,
  },
} satisfies Meta<typeof BankRulesView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three rules in their order, the last one switched off. */
export const Listed: Story = {};
export const Empty: Story = { args: { rules: [], total: 0 } };
export const Loading: Story = { args: { rules: [], total: 0, loading: true } };
export const SecondPage: Story = { args: { total: 13, page: 1, rules: bankRules.slice(0, 3) } };
export const Changing: Story = { args: { busyId: 2 } };
export const LoadError: Story = {
  args: { rules: [], total: 0, error: 'Erreur lors du chargement des règles de rapprochement.' },
};
export const ActionRefused: Story = { args: { actionError: 'Règle de rapprochement introuvable.' } };
export const Editing: Story = { args: { initialEditing: { rule: bankRules[1] } } };
export const ConfirmDelete: Story = { args: { initialDeleting: bankRules[0] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
