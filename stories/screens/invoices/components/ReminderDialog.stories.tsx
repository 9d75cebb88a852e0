import type { Meta, StoryObj } from '@storybook/react';
import type { InvoiceReminderRowFragment } from '../../../../web/src/graphql/generated/graphql';
import { ReminderDialog } from '../../../../web/src/screens/invoices/components/ReminderDialog';
import { invoiceById } from '../invoices-fixtures';

const history: InvoiceReminderRowFragment[] = [
  {
    level: 1,
    createdAt: '2026-02-21T07:13:02.000Z',
    sentAt: '2026-02-21T07:13:04.000Z',
    recipient: 'compta@studionomade.fr',
    status: 'sent',
    manual: false,
  },
  {
    level: 2,
    createdAt: '2026-03-01T09:40:11.000Z',
    sentAt: null,
    recipient: 'compta@studionomade.fr',
    status: 'failed',
    manual: true,
  },
];
const afterCatchUp: InvoiceReminderRowFragment[] = [
  { ...history[0], status: 'skipped', sentAt: null, createdAt: '2026-03-16T07:13:00.000Z' },
  { ...history[0], level: 2, status: 'skipped', sentAt: null, createdAt: '2026-03-16T07:13:00.000Z' },
  { ...history[0], level: 3, sentAt: '2026-03-16T07:13:05.000Z', createdAt: '2026-03-16T07:13:00.000Z' },
];

const meta = {
  title: 'Écrans/Factures/ReminderDialog',
  component: ReminderDialog,
  args: {
    invoice: { ...invoiceById(3), clientEmail: 'compta@studionomade.fr' },
    loadReminders: () => Promise.resolve(history),
    onRemind: () => Promise.resolve('Relance n° 3 mise en file d’envoi vers compta@studionomade.fr.'),
    onClose: () => undefined,
  },
} satisfies Meta<typeof ReminderDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A late invoice reminded once by the daily job, then by hand (that one failed). */
export const Default: Story = {};
export const NoReminderYet: Story = { args: { loadReminders: () => Promise.resolve([]) } };
/** After a downtime the job sent only the last level: the lower ones are recorded as skipped. */
export const CaughtUp: Story = { args: { loadReminders: () => Promise.resolve(afterCatchUp) } };
export const AllLevelsSent: Story = {
  args: {
    onRemind: () => Promise.reject(new Error('Toutes les relances de cette facture sont déjà parties.')),
  },
};
export const WithoutClientEmail: Story = {
  args: {
    invoice: { ...invoiceById(3), clientEmail: null },
    loadReminders: () => Promise.resolve([]),
    onRemind: () =>
      Promise.reject(
        new Error("Le client de cette facture n'a pas d'adresse de courriel : indiquez-la pour la relancer."),
      ),
  },
};
export const LoadFailed: Story = { args: { loadReminders: () => Promise.reject(new Error('Facture introuvable.')) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
