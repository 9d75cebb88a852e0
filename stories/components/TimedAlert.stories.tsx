import type { Meta, StoryObj } from '@storybook/react';
import { TimedAlert } from '../../web/src/components/TimedAlert';

const meta = {
  title: 'Composants/TimedAlert',
  component: TimedAlert,
  args: { banner: { severity: 'success', text: 'Paramètres globaux enregistrés.' }, durationMs: 5000 },
} satisfies Meta<typeof TimedAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Failure: Story = {
  args: { banner: { severity: 'error', text: 'Erreur vérification: chat introuvable' }, durationMs: 10000 },
};
export const Empty: Story = { args: { banner: null } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
