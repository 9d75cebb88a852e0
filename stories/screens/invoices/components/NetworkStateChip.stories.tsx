import type { Meta, StoryObj } from '@storybook/react';
import { NetworkStateChip } from '../../../../web/src/screens/invoices/components/NetworkStateChip';

const meta = {
  title: 'Écrans/Factures/NetworkStateChip',
  component: NetworkStateChip,
  args: { state: 'deposited', label: 'Déposée', reasons: [] },
} satisfies Meta<typeof NetworkStateChip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Deposited: Story = {};
export const Pending: Story = { args: { state: 'pending', label: "En attente d'envoi" } };
export const Refused: Story = {
  args: { state: 'refused', label: 'Refusée', reasons: ['Commande inconnue & adresse de facturation erronée'] },
};
export const Rejected: Story = {
  args: {
    state: 'rejected',
    label: 'Rejetée',
    reasons: ['La facture ne respecte pas le format attendu (schéma invalide). (BT-47)'],
  },
};
export const Cashed: Story = { args: { state: 'cashed', label: 'Encaissée' } };
export const NoPlatform: Story = {
  args: { state: 'not_transmitted', label: 'Non transmise (aucune plateforme configurée)' },
};
export const NotApplicable: Story = { args: { state: 'not_applicable', label: 'Non concernée' } };
export const Dark: Story = { ...Refused, globals: { colorMode: 'dark' } };
