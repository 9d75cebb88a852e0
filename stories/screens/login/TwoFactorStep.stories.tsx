import type { Meta, StoryObj } from '@storybook/react';
import { TwoFactorStep } from '../../../web/src/screens/login/TwoFactorStep';

const meta = {
  title: 'Écrans/Connexion/TwoFactorStep',
  component: TwoFactorStep,
  args: { submitting: false, error: null, onSubmit: () => undefined, onBack: () => undefined },
} satisfies Meta<typeof TwoFactorStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const WrongCode: Story = { args: { error: 'Code de vérification invalide.' } };
export const Expired: Story = {
  args: { error: 'Votre connexion a expiré : saisissez de nouveau votre nom d’utilisateur et votre mot de passe.' },
};
export const Dark: Story = { ...WrongCode, globals: { colorMode: 'dark' } };
