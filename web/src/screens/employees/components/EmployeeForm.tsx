import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import type { EmployeeInput, EmployeeRowFragment } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { validateEmployee } from '../employee-rules';
import { employeeTexts } from '../employee-texts';
import { type ManagerChoice, ManagerAutocomplete } from './ManagerAutocomplete';

interface EmployeeFormProps {
  /** The employee being edited; absent for the add form. */
  employee?: EmployeeRowFragment;
  /** Admin only: the manager selector; without it no manager is sent. */
  canChooseManager?: boolean;
  /** `again`: « Enregistrer et ajouter une autre » was used (add form only). */
  onSubmit(values: EmployeeInput, again: boolean): Promise<void>;
  onCancel(): void;
}

export function EmployeeForm({ employee, canChooseManager = false, onSubmit, onCancel }: EmployeeFormProps) {
  const [name, setName] = useState(employee?.name ?? '');
  const [notes, setNotes] = useState(employee?.notes ?? '');
  const [manager, setManager] = useState<ManagerChoice | null>(
    employee?.managerUserId ? { id: employee.managerUserId, username: employee.managerUsername ?? '' } : null,
  );
  const { submitting, error, setError, run } = useSubmit(
    employee ? employeeTexts.updateFailed : employeeTexts.addFailed,
  );
  const submit = (again: boolean) => {
    const values: EmployeeInput = { name: name.trim(), notes };
    if (canChooseManager) values.managerUserId = manager?.id ?? null;
    const problem = validateEmployee(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(values, again));
  };
  return (
    <FormPanel
      title={employee ? `Modifier l'employé ${employee.name}` : 'Ajouter un employé'}
      error={error}
      submitLabel={employee ? 'Enregistrer' : "Ajouter l'employé"}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      addAnother={!employee}
      focusOnOpen={!employee}
    >
      <TextField label="Nom" name="name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField
        label="Notes"
        name="notes"
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        multiline
        minRows={2}
      />
      {canChooseManager && <ManagerAutocomplete value={manager} onChange={setManager} />}
    </FormPanel>
  );
}
