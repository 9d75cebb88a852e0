import type { Meta, StoryObj } from '@storybook/react';
import { SideNav } from '../../../web/src/app/layout/SideNav';
import { navEntriesFor } from '../../../web/src/app/navigation';

const meta = {
  title: 'Application/SideNav',
  component: SideNav,
  args: { entries: navEntriesFor('Admin'), currentPath: '/users' },
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { entries: navEntriesFor('Manager'), currentPath: '/dashboard' } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
