import type { Meta, StoryObj } from '@storybook/react';
import Typography from '@mui/material/Typography';
import { AppLayoutView } from '../../../web/src/app/layout/AppLayoutView';
import { navEntriesFor } from '../../../web/src/app/navigation';

const meta = {
  title: 'Application/AppLayoutView',
  component: AppLayoutView,
  parameters: { layout: 'fullscreen' },
  args: {
    username: 'admin',
    role: 'Admin',
    entries: navEntriesFor('Admin'),
    currentPath: '/dashboard',
    mode: 'light',
    onToggleMode: () => undefined,
    onLogout: () => undefined,
    children: <Typography variant="h1">Tableau de Bord Principal</Typography>,
  },
} satisfies Meta<typeof AppLayoutView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = {
  args: { username: 'claire.martin', role: 'Manager', entries: navEntriesFor('Manager'), currentPath: '/settings' },
};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { args: { mode: 'dark' }, globals: { colorMode: 'dark' } };
