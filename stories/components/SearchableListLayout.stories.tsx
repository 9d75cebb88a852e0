import type { Meta, StoryObj } from '@storybook/react';
import AddIcon from '@mui/icons-material/PersonAdd';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../web/src/components/DataTable';
import { SearchableListLayout } from '../../web/src/components/SearchableListLayout';
import { staticPaging } from '../support/business-fixtures';

interface Row {
  id: number;
  name: string;
}

const columns: GridColDef<Row>[] = [{ field: 'name', headerName: 'Nom', flex: 1 }];
const rows: Row[] = [
  { id: 1, name: 'Camille Laurent' },
  { id: 2, name: 'Nicolas Petit' },
];

const meta = {
  title: 'Composants/SearchableListLayout',
  component: SearchableListLayout,
  args: {
    title: 'Employés',
    onRefresh: () => undefined,
    add: { label: 'Ajouter un employé', icon: <AddIcon />, open: false, onToggle: () => undefined },
    actionError: null,
    error: null,
    form: null,
    search: '',
    onSearchChange: () => undefined,
    children: (
      <DataTable
        label="Employés"
        emptyText="Aucun employé trouvé."
        columns={columns}
        rows={rows}
        server={staticPaging(rows.length)}
      />
    ),
  },
} satisfies Meta<typeof SearchableListLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Searching: Story = { args: { search: 'camille', actionError: 'Erreur: Employé introuvable.' } };
export const LoadError: Story = { args: { error: 'Erreur lors du chargement des employés.' } };
export const Dark: Story = { ...Searching, globals: { colorMode: 'dark' } };
