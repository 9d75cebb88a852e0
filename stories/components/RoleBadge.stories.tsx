import type { Meta, StoryObj } from '@storybook/react';
import Stack from '@mui/material/Stack';
import { RoleBadge } from '../../web/src/components/RoleBadge';

const meta = { title: 'Composants/RoleBadge', component: RoleBadge, args: { role: 'Admin' } } satisfies Meta<
  typeof RoleBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { role: 'Manager' } };
export const Employe: Story = { args: { role: 'Employé' } };
export const AllRolesDark: Story = {
  globals: { colorMode: 'dark' },
  render: () => (
    <Stack direction="row" spacing={1}>
      <RoleBadge role="Admin" />
      <RoleBadge role="Manager" />
      <RoleBadge role="Employé" />
    </Stack>
  ),
};
