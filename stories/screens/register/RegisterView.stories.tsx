import type { Meta, StoryObj } from '@storybook/react';
import { RegisterView } from '../../../web/src/screens/register/RegisterView';

const meta = {
  title: 'Écrans/Inscription/RegisterView',
  component: RegisterView,
  parameters: { layout: 'fullscreen', route: '/register' },
  args: { submitting: false, error: null, success: null, onSubmit: () => undefined, onRedirect: () => undefined },
} satisfies Meta<typeof RegisterView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithToken: Story = { args: { initialToken: 'q8Zk1mV7cR2xT5nB0pL4wA' } };
export const Submitting: Story = { args: { submitting: true } };
export const ServerError: Story = { args: { error: "Ce jeton d'inscription a déjà été utilisé." } };
export const Success: Story = { args: { success: 'Compte créé avec succès.' } };
export const Dark: Story = { ...ServerError, globals: { colorMode: 'dark' } };
