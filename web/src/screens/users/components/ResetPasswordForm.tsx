import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import type { UserRowFragment } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { validatePasswordReset } from '../../../lib/validation';

interface ResetPasswordFormProps {
  user: UserRowFragment;
  onSubmit(newPassword: string): Promise<void>;
  onCancel(): void;
}

export function ResetPasswordForm({ user, onSubmit, onCancel }: ResetPasswordFormProps) {
  const [password, setPassword] = useState('');
  const { submitting, error, setError, run } = useSubmit('Erreur lors de la réinitialisation du mot de passe.');
  const submit = () => {
    const problem = validatePasswordReset(password);
    if (problem) return setError(problem);
    void run(() => onSubmit(password));
  };
  return (
    <FormPanel
      title={`Réinitialiser le mot de passe de ${user.username}`}
      error={error}
      submitLabel="Réinitialiser"
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextField
        label="Nouveau mot de passe"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
      />
    </FormPanel>
  );
}
