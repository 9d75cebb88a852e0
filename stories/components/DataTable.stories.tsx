import type { Meta, StoryObj } from '@storybook/react';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../web/src/components/DataTable';

interface Row {
  id: number;
  name: string;
  amount: number;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Nom', flex: 1 },
  { field: 'amount', headerName: 'Montant', type: 'number', width: 140 },
];
const rows: Row[] = [
  { id: 1, name: 'Abonnement', amount: 120 },
  { id: 2, name: 'Logiciel', amount: -45.5 },
];

const meta = {
  title: 'Composants/DataTable',
  component: DataTable<Row>,
  args: { label: 'Exemple', columns, rows, emptyText: 'Aucune ligne trouvée.' },
} satisfies Meta<typeof DataTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: [], loading: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
