import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import type { UserRowFragment } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { userEditInput, validateUserEdit } from '../../../lib/validation';
import { RoleSelect } from './RoleSelect';

export interface UserEdit {
  username: string;
  email: string;
  role: string;
}

interface EditUserFormProps {
  user: UserRowFragment;
  onSubmit(values: UserEdit): Promise<void>;
  onCancel(): void;
}

export function EditUserForm({ user, onSubmit, onCancel }: EditUserFormProps) {
  const [values, setValues] = useState<UserEdit>({ username: user.username, email: user.email, role: user.role });
  const { submitting, error, setError, run } = useSubmit("Erreur lors de la mise à jour de l'utilisateur.");
  const submit = () => {
    const problem = validateUserEdit(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(userEditInput(values)));
  };
  return (
    <FormPanel
      title={`Modifier l'utilisateur ${user.username}`}
      error={error}
      submitLabel="Enregistrer"
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label="Nom d'utilisateur"
        name="username"
        value={values.username}
        onChange={(e) => setValues({ ...values, username: e.target.value })}
        required
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        required
      />
      <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
    </FormPanel>
  );
}
