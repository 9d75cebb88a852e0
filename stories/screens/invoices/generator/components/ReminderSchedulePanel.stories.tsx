import type { Meta, StoryObj } from '@storybook/react';
import { DEFAULT_REMINDER_LEVELS } from '@pilotage/domain';
import { ReminderSchedulePanel } from '../../../../../web/src/screens/invoices/generator/components/ReminderSchedulePanel';

const defaults = DEFAULT_REMINDER_LEVELS.map((level) => ({ ...level }));

const meta = {
  title: 'Écrans/Facture/ReminderSchedulePanel',
  component: ReminderSchedulePanel,
  args: {
    levels: defaults,
    loadError: null,
    saving: false,
    banner: null,
    onSave: () => undefined,
    initiallyExpanded: true,
  },
} satisfies Meta<typeof ReminderSchedulePanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The default schedule: 7, 15 and 30 days after the due date. */
export const Default: Story = {};
export const Folded: Story = { args: { initiallyExpanded: false } };
/** The second level switched off: the third is still the last, with the penalties and the letter. */
export const SecondLevelOff: Story = {
  args: { levels: defaults.map((level) => (level.level === 2 ? { ...level, enabled: false } : level)) },
};
export const Loading: Story = { args: { levels: null } };
export const LoadFailed: Story = { args: { levels: null, loadError: 'Impossible de charger les relances' } };
export const Saved: Story = { args: { banner: { severity: 'success', text: 'Calendrier des relances enregistré.' } } };
export const Refused: Story = {
  args: {
    banner: {
      severity: 'error',
      text: 'Erreur sauvegarde: Relance n° 3 : son délai doit dépasser celui de la relance active qui la précède.',
    },
  },
};
export const Dark: Story = { globals: { colorMode: 'dark' } };
