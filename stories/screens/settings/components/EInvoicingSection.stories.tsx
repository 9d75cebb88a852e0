import type { Meta, StoryObj } from '@storybook/react';
import { EInvoicingSection } from '../../../../web/src/screens/settings/components/EInvoicingSection';
import { exchange, configuredSettings } from '../e-invoicing-fixtures';

const meta = {
  title: 'Écrans/Paramètres/EInvoicingSection',
  component: EInvoicingSection,
  args: {
    settings: configuredSettings,
    loadError: null,
    saving: false,
    testing: false,
    banner: null,
    exchanges: [
      exchange('3', '2026-03-09T08:30:02.000Z', 'GET', '/flow-service/v1/healthcheck', 200, 84),
      exchange('2', '2026-03-09T08:30:01.000Z', 'POST', '/oauth/token', 200, 131),
      exchange(
        '1',
        '2026-03-09T08:29:00.000Z',
        'POST',
        '/oauth/token',
        401,
        97,
        null,
        'La plateforme a refusé l’identifiant ou le secret client (401) : vérifiez-les.',
      ),
    ],
    exchangesTotal: 3,
    page: 0,
    pageSize: 20,
    onSave: () => undefined,
    onTest: () => undefined,
    onPage: () => undefined,
    webhookOrigin: 'https://pilotage.atelier-dupont.fr',
  },
} satisfies Meta<typeof EInvoicingSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Configured: Story = {};
export const ConnectionOk: Story = {
  args: {
    banner: {
      severity: 'success',
      text: 'Connexion réussie : la plateforme a délivré un jeton et son Flow Service répond.',
    },
  },
};
export const NotConfigured: Story = {
  args: {
    settings: {
      ...configuredSettings,
      flowUrl: '',
      tokenUrl: '',
      clientId: '',
      clientSecretSet: false,
      configured: false,
    },
    exchanges: [],
    exchangesTotal: 0,
  },
};
export const FromEnvironment: Story = {
  args: {
    settings: {
      ...configuredSettings,
      flowUrl: '',
      tokenUrl: '',
      clientId: '',
      fromEnvironment: ['flowUrl', 'tokenUrl', 'clientId', 'clientSecret'],
    },
  },
};
export const DnsFailure: Story = {
  args: {
    banner: {
      severity: 'error',
      text: 'Adresse introuvable : le nom « api.plateforme-exemple.fr » ne correspond à aucun serveur (DNS).',
    },
  },
};
export const LoadError: Story = { args: { loadError: 'Impossible de charger la facturation électronique.' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
