import type { Meta, StoryObj } from '@storybook/react';
import { SettingsView } from '../../../web/src/screens/settings/SettingsView';

const meta = {
  title: 'Écrans/Paramètres/SettingsView',
  component: SettingsView,
  args: {
    isAdmin: true,
    loading: false,
    loadError: null,
    initial: {
      chatId: '123456789',
      botToken: '7301:AAE-exemple',
      notificationTasksEnabled: true,
      notificationFinancialsEnabled: false,
      notificationAllTasksDoneEnabled: true,
      require2faForAdmins: true,
    },
    saving: false,
    saveBanner: null,
    verifying: false,
    verifyBanner: null,
    testing: false,
    testBanner: null,
    onSave: () => undefined,
    onVerify: () => undefined,
    onTest: () => undefined,
    onLogout: () => undefined,
    onReload: () => undefined,
  },
} satisfies Meta<typeof SettingsView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { isAdmin: false, initial: { ...meta.args.initial, botToken: '' } } };
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = {
  args: {
    initial: {
      chatId: '',
      botToken: '',
      notificationTasksEnabled: false,
      notificationFinancialsEnabled: false,
      notificationAllTasksDoneEnabled: false,
      require2faForAdmins: false,
    },
  },
};
export const Forbidden: Story = {
  args: { loadError: "Accès refusé. Vous n'avez peut-être pas les droits nécessaires." },
};
export const Saved: Story = {
  args: { saveBanner: { severity: 'success', text: 'Chat ID enregistré. Paramètres globaux enregistrés.' } },
};
export const SaveFailed: Story = {
  args: {
    saveBanner: {
      severity: 'error',
      text: 'Chat ID enregistré. Erreur enregistrement paramètres globaux: Clé inconnue.',
    },
  },
};
export const Checked: Story = {
  args: {
    verifyBanner: {
      severity: 'success',
      text: 'Configuration valide : le bot @pilotage_bot peut écrire dans le chat 123456789 (private).',
    },
    testBanner: { severity: 'success', text: 'Message de test envoyé. Vérifiez votre application Telegram.' },
  },
};
export const CheckFailed: Story = {
  args: {
    verifyBanner: { severity: 'error', text: 'Erreur vérification: chat introuvable' },
    testBanner: { severity: 'error', text: 'Erreur envoi test: Jeton du bot non configuré.' },
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const ManagerDark: Story = { ...Manager, globals: { colorMode: 'dark' } };
