import type { Meta, StoryObj } from '@storybook/react';
import { ImportStatementDialog } from '../../../../web/src/screens/bank/components/ImportStatementDialog';
import { bankAccounts, brokenPreview, camtPreview, csvPreview, importResult } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/ImportStatementDialog',
  component: ImportStatementDialog,
  args: {
    accounts: bankAccounts,
    accountId: 1,
    onPreview: async () => csvPreview,
    onImport: async () => importResult,
    onClose: () => undefined,
  },
} satisfies Meta<typeof ImportStatementDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoFileYet: Story = {};
/** A CSV as read, with its detected columns to correct. */
export const CsvPreview: Story = { args: { initialPreview: csvPreview } };
export const UnreadableRows: Story = { args: { initialPreview: brokenPreview } };
export const CamtWithBalanceMismatch: Story = { args: { initialPreview: camtPreview } };
export const Dark: Story = { args: { initialPreview: csvPreview }, globals: { colorMode: 'dark' } };
