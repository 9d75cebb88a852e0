import type { Meta, StoryObj } from '@storybook/react';
import { TopEmployeesPanel } from '../../../../web/src/screens/dashboard/components/TopEmployeesPanel';
import { topEmployees } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Tableau de bord/TopEmployeesPanel',
  component: TopEmployeesPanel,
  args: { employees: topEmployees },
} satisfies Meta<typeof TopEmployeesPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { employees: [] } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
