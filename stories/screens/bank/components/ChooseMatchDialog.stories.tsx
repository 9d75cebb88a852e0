import type { Meta, StoryObj } from '@storybook/react';
import { ChooseMatchDialog } from '../../../../web/src/screens/bank/components/ChooseMatchDialog';
import { answer, refuse } from '../../../support/fixtures';
import { bankLines } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/ChooseMatchDialog',
  component: ChooseMatchDialog,
  args: { line: bankLines[0], onMatch: answer, onCreateRule: answer, onClose: () => undefined },
} satisfies Meta<typeof ChooseMatchDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoInvoices: Story = {};
export const WithoutProposal: Story = { args: { line: bankLines[2] } };
export const Refused: Story = { args: { onMatch: refuse('Cette ligne est déjà rapprochée ou ignorée.') } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
