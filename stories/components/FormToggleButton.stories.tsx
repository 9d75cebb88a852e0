import type { Meta, StoryObj } from '@storybook/react';
import AddIcon from '@mui/icons-material/PersonAdd';
import { FormToggleButton } from '../../web/src/components/FormToggleButton';

const meta = {
  title: 'Composants/FormToggleButton',
  component: FormToggleButton,
  args: { open: false, label: 'Ajouter un employé', icon: <AddIcon />, onToggle: () => undefined },
} satisfies Meta<typeof FormToggleButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
