import type { Meta, StoryObj } from '@storybook/react';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../web/src/components/AuthCard';

const meta = {
  title: 'Composants/AuthCard',
  component: AuthCard,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Connexion Manager', children: <Typography>Contenu du formulaire</Typography> },
} satisfies Meta<typeof AuthCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
