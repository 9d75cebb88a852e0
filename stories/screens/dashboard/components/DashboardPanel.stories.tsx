import type { Meta, StoryObj } from '@storybook/react';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { DashboardPanel } from '../../../../web/src/screens/dashboard/components/DashboardPanel';

const meta = {
  title: 'Écrans/Tableau de bord/DashboardPanel',
  component: DashboardPanel,
  args: {
    title: 'Tâches récentes',
    emptyText: 'Aucune tâche récente trouvée.',
    isEmpty: false,
    children: (
      <ListItem>
        <ListItemText primary="Une ligne" />
      </ListItem>
    ),
  },
} satisfies Meta<typeof DashboardPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { isEmpty: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
