import type { Meta, StoryObj } from '@storybook/react';
import { RoleSelect } from '../../../../web/src/screens/users/components/RoleSelect';

const meta = {
  title: 'Écrans/Utilisateurs/RoleSelect',
  component: RoleSelect,
  args: { value: 'Manager', onChange: () => undefined },
} satisfies Meta<typeof RoleSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
