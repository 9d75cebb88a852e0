import type { Meta, StoryObj } from '@storybook/react';
import { EmployeePerformanceTable } from '../../../../web/src/screens/performance/components/EmployeePerformanceTable';
import { employeePerformance } from '../../../support/business-fixtures';

const meta = {
  title: 'Écrans/Performance/EmployeePerformanceTable',
  component: EmployeePerformanceTable,
  args: { rows: employeePerformance, loading: false },
} satisfies Meta<typeof EmployeePerformanceTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
