import type { Meta, StoryObj } from '@storybook/react';
import { PeriodsPanel } from '../../../../web/src/screens/accounting/components/PeriodsPanel';
import { periods } from '../accounting-fixtures';

const meta = {
  title: 'Écrans/Comptabilité/PeriodsPanel',
  component: PeriodsPanel,
  args: { periods, currentMonth: '2026-11', canClose: true, onClose: () => undefined },
} satisfies Meta<typeof PeriodsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Periods: Story = {};
export const ReadOnly: Story = { args: { canClose: false } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
