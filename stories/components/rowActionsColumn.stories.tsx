import type { Meta, StoryObj } from '@storybook/react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../web/src/components/DataTable';
import { rowActionsColumn } from '../../web/src/components/rowActionsColumn';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Nom', flex: 1 },
  rowActionsColumn<Row>({ labelOf: (row) => row.name, onEdit: () => undefined, onDelete: () => undefined }),
];
const rows: Row[] = [
  { id: 1, name: 'Camille Laurent' },
  { id: 2, name: 'Nicolas Petit' },
];

const meta = {
  title: 'Composants/rowActionsColumn',
  component: DataTable<Row>,
  args: { label: 'Exemple', columns, rows, emptyText: 'Aucune ligne trouvée.' },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EditAndDelete: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
