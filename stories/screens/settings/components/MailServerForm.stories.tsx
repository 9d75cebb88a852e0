import type { Meta, StoryObj } from '@storybook/react';
import { MailServerForm } from '../../../../web/src/screens/settings/components/MailServerForm';

const saved = {
  source: 'settings',
  host: 'smtp.example.fr',
  port: 587,
  security: 'starttls',
  user: 'factures@atelier-dupont.fr',
  passwordSet: true,
  from: 'Atelier Dupont <factures@atelier-dupont.fr>',
  dkim: false,
};

const meta = {
  title: 'Écrans/Paramètres/MailServerForm',
  component: MailServerForm,
  args: { settings: saved, saving: false, onSave: () => undefined },
} satisfies Meta<typeof MailServerForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const NotConfigured: Story = {
  args: {
    settings: {
      source: 'none',
      host: '',
      port: null,
      security: 'starttls',
      user: '',
      passwordSet: false,
      from: '',
      dkim: false,
    },
  },
};
export const FromEnvironment: Story = {
  args: {
    settings: { ...saved, source: 'environment', host: 'smtp.hebergeur.fr', port: 465, security: 'tls', dkim: true },
  },
};
export const Saving: Story = { args: { saving: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
