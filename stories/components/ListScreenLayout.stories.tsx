import type { Meta, StoryObj } from '@storybook/react';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../web/src/components/DataTable';
import { ListScreenLayout } from '../../web/src/components/ListScreenLayout';
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
  title: 'Composants/ListScreenLayout',
  component: ListScreenLayout,
  args: {
    title: 'Employés',
    onRefresh: () => undefined,
    actions: <Button variant="contained">Ajouter un employé</Button>,
    error: null,
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
} satisfies Meta<typeof ListScreenLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const WithBanners: Story = {
  args: { actionError: 'Erreur: Tâche introuvable.', warning: 'Impossible charger employés' },
};
export const LoadError: Story = { args: { error: 'Erreur lors du chargement des employés.' } };
export const Dark: Story = { ...WithBanners, globals: { colorMode: 'dark' } };
