import type { Meta, StoryObj } from '@storybook/react';
import { LoginView } from '../../../web/src/screens/login/LoginView';

const meta = {
  title: 'Écrans/Connexion/LoginView',
  component: LoginView,
  parameters: { layout: 'fullscreen', route: '/login' },
  args: { submitting: false, error: null, onSubmit: () => undefined },
} satisfies Meta<typeof LoginView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Submitting: Story = { args: { submitting: true } };
export const Error: Story = { args: { error: 'Identifiants invalides.' } };
export const EmployeeRefused: Story = {
  args: {
    error: "L'application est réservée aux Admins et aux Managers. Votre compte Employé ne peut pas s'y connecter.",
  },
};
export const CodeStep: Story = { args: { twoFactor: { onSubmit: () => undefined, onBack: () => undefined } } };
export const CodeRefused: Story = { args: { ...CodeStep.args, error: 'Code de vérification invalide.' } };
export const Dark: Story = { ...Error, globals: { colorMode: 'dark' } };
export const CodeStepDark: Story = { ...CodeStep, globals: { colorMode: 'dark' } };
