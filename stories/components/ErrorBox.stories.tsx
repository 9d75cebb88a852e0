import type { Meta, StoryObj } from '@storybook/react';
import { ErrorBox } from '../../web/src/components/ErrorBox';

const meta = {
  title: 'Composants/ErrorBox',
  component: ErrorBox,
  args: { message: 'Erreur lors du chargement des données du tableau de bord.', onRetry: () => undefined },
} satisfies Meta<typeof ErrorBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const WithoutRetry: Story = { args: { onRetry: undefined } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
