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
export const Setup: Story = { args: { initialStep: { kind: 'setup', setup: twoFactorSetup } } };
export const WrongCode: Story = {
  args: { initialStep: { kind: 'setup', setup: twoFactorSetup }, onEnable: refuse('Code de vérification invalide.') },
};
export const RecoveryCodes: Story = { args: { enabled: true, initialStep: { kind: 'codes', recoveryCodes } } };
export const Enabled: Story = { args: { enabled: true } };
export const Disabling: Story = { args: { enabled: true, initialStep: { kind: 'disable' } } };
export const Dark: Story = { ...Setup, globals: { colorMode: 'dark' } };
export const RecoveryCodesDark: Story = { ...RecoveryCodes, globals: { colorMode: 'dark' } };
