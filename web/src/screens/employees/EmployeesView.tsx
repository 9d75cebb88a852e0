import { useState } from 'react';
import AddIcon from '@mui/icons-material/PersonAdd';
import type { ServerPaging } from '../../lib/server-paging';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SearchableListLayout } from '../../components/SearchableListLayout';
import type { EmployeeInput, EmployeeRowFragment } from '../../graphql/generated/graphql';
import { usePendingDeletion } from '../../lib/usePendingDeletion';
import { useAddAnother } from '../../components/FormPanel';
import { EmployeeForm } from './components/EmployeeForm';
import { EmployeesTable } from './components/EmployeesTable';
import { employeeTexts } from './employee-texts';

/** One form at a time: adding, or editing one employee. */
export type EmployeeFormState = { kind: 'add' } | { kind: 'edit'; employee: EmployeeRowFragment } | null;

export interface EmployeesViewProps {
  employees: EmployeeRowFragment[];
  loading: boolean;
  error: string | null;
  /** A failed delete or CSV export, already worded ('Erreur: …'). */
  actionError: string | null;
  paging: ServerPaging;
  /** The search the list applies; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  /** Admin only (docs/product.md §6): the forms offer the manager selector. */
  canChooseManager?: boolean;
  onRefresh(): void;
  onCreate(values: EmployeeInput): Promise<void>;
  onUpdate(id: number, values: EmployeeInput): Promise<void>;
  onDelete(id: number): void;
  /** « Historique » of a row (Admins only). */
  onHistory?(employee: EmployeeRowFragment): void;
  initialForm?: EmployeeFormState;
}

export function EmployeesView(props: EmployeesViewProps) {
  const { employees, loading, error, actionError, paging, canChooseManager, onRefresh } = props;
  const [form, setForm] = useState<EmployeeFormState>(props.initialForm ?? null);
  const deletion = usePendingDeletion<EmployeeRowFragment>((employee) => props.onDelete(employee.id));
  const close = () => setForm(null);
  const adding = useAddAnother(close, 'Employé ajouté.');
  return (
    <>
      <SearchableListLayout
        title="Employés"
        onRefresh={onRefresh}
        add={{
          label: 'Ajouter un employé',
          icon: <AddIcon />,
          open: form?.kind === 'add',
          onToggle: () => setForm(form?.kind === 'add' ? null : { kind: 'add' }),
        }}
        actionError={actionError}
        error={error}
        search={props.search}
        onSearchChange={props.onSearchChange}
        form={
          <>
            {form?.kind === 'add' && (
              <EmployeeForm
                key={adding.key}
                canChooseManager={canChooseManager}
                onCancel={close}
                onSubmit={async (values, again) => (await props.onCreate(values), adding.saved(again))}
              />
            )}
            {form?.kind === 'edit' && (
              <EmployeeForm
                key={form.employee.id}
                employee={form.employee}
                canChooseManager={canChooseManager}
                onCancel={close}
                onSubmit={async (values) => (await props.onUpdate(form.employee.id, values), close())}
              />
            )}
          </>
        }
      >
        <EmployeesTable
          employees={employees}
          loading={loading}
          paging={paging}
          onEdit={(employee) => setForm({ kind: 'edit', employee })}
          onDelete={deletion.request}
          onHistory={props.onHistory}
        />
      </SearchableListLayout>
      <ConfirmDialog
        {...deletion.dialog}
        title={`Supprimer l'employé ${deletion.pending?.name ?? ''}`}
        message={employeeTexts.confirmDelete}
      />
    </>
  );
}
