import type { Meta, StoryObj } from '@storybook/react';
import { TokenGenerator } from '../../../../web/src/screens/users/components/TokenGenerator';
import { answer, generatedTokens, refuse } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/TokenGenerator',
  component: TokenGenerator,
  args: { generated: [], onGenerate: answer },
} satisfies Meta<typeof TokenGenerator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Generated: Story = { args: { generated: generatedTokens } };
export const ServerRefuses: Story = { args: { onGenerate: refuse('Erreur lors de la génération du jeton.') } };
export const Dark: Story = { ...Generated, globals: { colorMode: 'dark' } };
