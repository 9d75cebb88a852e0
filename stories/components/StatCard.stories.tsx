import type { Meta, StoryObj } from '@storybook/react';
import { StatCard } from '../../web/src/components/StatCard';

const meta = {
  title: 'Composants/StatCard',
  component: StatCard,
  args: { label: "Chiffre d'affaires", value: '12 480,00 €', scope: 'Globaux', tone: 'success' },
} satisfies Meta<typeof StatCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Revenue: Story = {};
export const Expenses: Story = { args: { label: 'Dépenses', value: '3 215,40 €', scope: 'Récents', tone: 'error' } };
export const Plain: Story = { args: { label: 'Total', value: '3', scope: undefined, tone: 'default' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
