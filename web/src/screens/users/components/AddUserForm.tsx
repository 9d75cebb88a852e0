import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { DEFAULT_ROLE } from '@pilotage/domain';
import { FormPanel } from '../../../components/FormPanel';
import { useSubmit } from '../../../lib/useSubmit';
import { newUserInput, validateNewUser, type NewUserValues } from '../../../lib/validation';
import { RoleSelect } from './RoleSelect';

interface AddUserFormProps {
  onSubmit(values: NewUserValues): Promise<void>;
  onCancel(): void;
}

export function AddUserForm({ onSubmit, onCancel }: AddUserFormProps) {
  const [values, setValues] = useState<NewUserValues>({ username: '', email: '', password: '', role: DEFAULT_ROLE });
  const { submitting, error, setError, run } = useSubmit("Erreur lors de l'ajout de l'utilisateur.");
  const submit = () => {
    const problem = validateNewUser(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(newUserInput(values)));
  };
  return (
    <FormPanel
      title="Ajouter un utilisateur"
      error={error}
      submitLabel="Créer l'utilisateur"
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
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        required
      />
      <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
    </FormPanel>
  );
}
