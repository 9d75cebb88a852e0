import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import type { EmployeeInput, EmployeeRowFragment } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { validateEmployee } from '../employee-rules';
import { employeeTexts } from '../employee-texts';

export interface ManagerChoice {
  id: number;
  username: string;
  role: string;
}

interface EmployeeFormProps {
  /** The employee being edited; absent for the add form. */
  employee?: EmployeeRowFragment;
  /** Admin only: the Admin and Manager accounts; without it there is no selector and no manager is sent. */
  managers?: ManagerChoice[];
  onSubmit(values: EmployeeInput): Promise<void>;
  onCancel(): void;
}

export function EmployeeForm({ employee, managers, onSubmit, onCancel }: EmployeeFormProps) {
  const [name, setName] = useState(employee?.name ?? '');
  const [notes, setNotes] = useState(employee?.notes ?? '');
  const [managerId, setManagerId] = useState<number | ''>(employee?.managerUserId ?? '');
  const { submitting, error, setError, run } = useSubmit(employee ? employeeTexts.updateFailed : employeeTexts.addFailed);
  const submit = () => {
    const values: EmployeeInput = { name: name.trim(), notes };
    if (managers) values.managerUserId = managerId === '' ? null : managerId;
    const problem = validateEmployee(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(values));
  };
  return (
    <FormPanel
      title={employee ? `Modifier l'employé ${employee.name}` : 'Ajouter un employé'}
      error={error}
      submitLabel={employee ? 'Enregistrer' : "Ajouter l'employé"}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField label="Nom" name="name" value={name} onChange={(e) => setName(e.target.value)} required />
      <TextField label="Notes" name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} multiline minRows={2} />
      {managers && (
        <TextField
          select
          label="Manager Assigné"
          name="managerUserId"
          value={managerId}
          onChange={(e) => setManagerId(e.target.value === '' ? '' : Number(e.target.value))}
        >
          <MenuItem value="">{employeeTexts.unassigned}</MenuItem>
          {managers.map((manager) => (
            <MenuItem key={manager.id} value={manager.id}>
              {manager.username} ({manager.role})
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormPanel>
  );
}
