import type { Meta, StoryObj } from '@storybook/react';
import { TwoFactorPanel } from '../../../../web/src/screens/account/components/TwoFactorPanel';
import { refuse } from '../../../support/fixtures';
import { recoveryCodes, twoFactorActions, twoFactorSetup } from '../account-fixtures';

const meta = {
  title: 'Écrans/Mon compte/TwoFactorPanel',
  component: TwoFactorPanel,
  args: { enabled: false, required: false, ...twoFactorActions },
} satisfies Meta<typeof TwoFactorPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Disabled: Story = {};
export const Required: Story = { args: { required: true } };
export const ConfirmPassword: Story = { args: { initialStep: { kind: 'confirm' } } };
export const WrongPassword: Story = {
  args: { initialStep: { kind: 'confirm' }, onSetup: refuse('Le mot de passe actuel est incorrect.') },
};
export const Setup: Story = { args: { initialStep: { kind: 'setup', setup: twoFactorSetup, password: 'secret-123' } } };
export const WrongCode: Story = {
  args: {
    initialStep: { kind: 'setup', setup: twoFactorSetup, password: 'secret-123' },
    onEnable: refuse('Code de vérification invalide.'),
  },
};
export const RecoveryCodes: Story = { args: { enabled: true, initialStep: { kind: 'codes', recoveryCodes } } };
export const Enabled: Story = { args: { enabled: true } };
export const Disabling: Story = { args: { enabled: true, initialStep: { kind: 'disable' } } };
export const Regenerating: Story = { args: { enabled: true, initialStep: { kind: 'regenerate' } } };
export const RenewedCodes: Story = {
  args: { enabled: true, initialStep: { kind: 'codes', recoveryCodes, renewed: true } },
};
export const Dark: Story = { ...Setup, globals: { colorMode: 'dark' } };
export const RecoveryCodesDark: Story = { ...RecoveryCodes, globals: { colorMode: 'dark' } };
