import type { Meta, StoryObj } from '@storybook/react';
import { AccountingSettingsPanel } from '../../../../web/src/screens/accounting/components/AccountingSettingsPanel';
import { settings } from '../accounting-fixtures';

const meta = {
  title: 'Écrans/Comptabilité/AccountingSettingsPanel',
  component: AccountingSettingsPanel,
  args: { settings, canEdit: true, saving: false, error: null, saved: false, onSave: () => undefined },
} satisfies Meta<typeof AccountingSettingsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Editable: Story = {};
export const ReadOnly: Story = { args: { canEdit: false } };
export const Saving: Story = { args: { saving: true } };
export const Saved: Story = { args: { saved: true } };
export const Refused: Story = {
  args: { error: 'Compte 1 : Numéro de compte invalide : des chiffres uniquement (3 à 20).' },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
