import type { Meta, StoryObj } from '@storybook/react';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import EditIcon from '@mui/icons-material/Edit';
import { RowCard } from '../../web/src/components/RowCard';
import { SignedAmount } from '../../web/src/components/SignedAmount';

const meta = {
  title: 'Composants/RowCard',
  component: RowCard,
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  args: {
    title: 'Logiciel de montage',
    figure: <SignedAmount amount={-59.99} />,
    details: [<span key="date">3 juin 2024 · Dépense Logiciel</span>, <span key="who">Sophie Moreau</span>],
    actions: (
      <IconButton size="small" aria-label="Modifier Logiciel de montage">
        <EditIcon fontSize="small" />
      </IconButton>
    ),
  },
} satisfies Meta<typeof RowCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Transaction: Story = {};
export const Overdue: Story = {
  args: {
    title: 'Relancer les abonnés inactifs',
    figure: <Chip size="small" label="En cours" />,
    alert: true,
    details: [
      <span key="due">
        Échéance : 30 mai 2024 <Chip size="small" color="error" label="En retard" />
      </span>,
    ],
  },
};
export const Dark: Story = { ...Overdue, globals: { colorMode: 'dark' } };
/** A card that opens its row's page (an employee): a tap anywhere but on its actions. */
export const Linked: Story = {
  args: {
    title: 'Sophie Moreau',
    to: '/employees/1',
    figure: undefined,
    details: [<span key="manager">Manager : admin</span>],
  },
};
