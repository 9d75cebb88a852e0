import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import { useSubmit } from '../../../lib/useSubmit';
import { EMPTY_PASSWORD_CHANGE, type PasswordChangeValues, validatePasswordChange } from '../password-change';

interface ChangePasswordFormProps {
  /** Sends the change; resolves with the server's confirmation, rejects with its French error. */
  onSubmit(values: { currentPassword: string; newPassword: string }): Promise<string>;
}

const FIELDS: ReadonlyArray<{ name: keyof PasswordChangeValues; label: string; autoComplete: string }> = [
  { name: 'currentPassword', label: 'Mot de passe actuel', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'Nouveau mot de passe', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmer le nouveau mot de passe', autoComplete: 'new-password' },
];

/** The signed-in user's own password: the fields empty again and the server's confirmation once changed. */
export function ChangePasswordForm({ onSubmit }: ChangePasswordFormProps) {
  const [values, setValues] = useState(EMPTY_PASSWORD_CHANGE);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { submitting, error, setError, run } = useSubmit('Erreur lors du changement de mot de passe.');
  const submit = () => {
    setConfirmation(null);
    const problem = validatePasswordChange(values);
    if (problem) return setError(problem);
    void run(async () => {
      setConfirmation(await onSubmit({ currentPassword: values.currentPassword, newPassword: values.newPassword }));
      setValues(EMPTY_PASSWORD_CHANGE);
    });
  };
  return (
    <FormPanel
      title="Changer de mot de passe"
      error={error}
      submitLabel="Changer le mot de passe"
      submitting={submitting}
      onSubmit={submit}
    >
      {confirmation && (
        <Alert severity="success" role="status">
          {confirmation}
        </Alert>
      )}
      {FIELDS.map(({ name, label, autoComplete }) => (
        <TextField
          key={name}
          label={label}
          name={name}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
          required
        />
      ))}
    </FormPanel>
  );
}
