import type { Meta, StoryObj } from '@storybook/react';
import { VatPanel } from '../../../../web/src/screens/accounting/components/VatPanel';
import { franchiseVat, liableVat } from '../accounting-fixtures';

const meta = {
  title: 'Écrans/Comptabilité/VatPanel',
  component: VatPanel,
  args: { summary: liableVat },
} satisfies Meta<typeof VatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Liable: Story = {};
export const Franchise: Story = { args: { summary: franchiseVat } };
export const NotLoaded: Story = { args: { summary: null } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
