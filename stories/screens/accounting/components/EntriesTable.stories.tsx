import type { Meta, StoryObj } from '@storybook/react';
import { EntriesTable } from '../../../../web/src/screens/accounting/components/EntriesTable';
import { entries } from '../accounting-fixtures';

const paging = {
  page: 0,
  rowsPerPage: 50,
  total: entries.length,
  onPageChange: () => undefined,
  onRowsPerPageChange: () => undefined,
};

const meta = {
  title: 'Écrans/Comptabilité/EntriesTable',
  component: EntriesTable,
  args: { entries, loading: false, paging },
} satisfies Meta<typeof EntriesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Entries: Story = {};
export const Empty: Story = { args: { entries: [], paging: { ...paging, total: 0 } } };
export const Loading: Story = { args: { entries: [], loading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
