import type { Meta, StoryObj } from '@storybook/react';
import Button from '@mui/material/Button';
import { PageHeader } from '../../web/src/components/PageHeader';

const meta = {
  title: 'Composants/PageHeader',
  component: PageHeader,
  args: { title: 'Gestion des Utilisateurs' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithActions: Story = { args: { actions: <Button variant="contained">Ajouter un utilisateur</Button> } };
export const Dark: Story = { ...WithActions, globals: { colorMode: 'dark' } };
