import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { checkFields, emailChangeRules } from '@pilotage/domain';
import { FormPanel } from '../../../components/FormPanel';
import { useSubmit } from '../../../lib/useSubmit';

interface ChangeEmailFormProps {
  /** The address shown until it changes. */
  currentEmail: string;
  /** Sends the change; resolves with the server's confirmation, rejects with its French error. */
  onSubmit(values: { email: string; password: string }): Promise<string>;
}

const EMPTY = { email: '', password: '' };

/** One's own email, with the password: an open session alone does not change where a new password would go. */
export function ChangeEmailForm({ currentEmail, onSubmit }: ChangeEmailFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const { submitting, error, setError, run } = useSubmit("Erreur lors du changement d'adresse email.");
  const submit = () => {
    setConfirmation(null);
    const sent = { email: values.email.trim(), password: values.password };
    const problem = checkFields(emailChangeRules, sent);
    if (problem) return setError(problem);
    void run(async () => {
      setConfirmation(await onSubmit(sent));
      setValues(EMPTY);
    });
  };
  return (
    <FormPanel
      title="Changer d'adresse email"
      error={error}
      submitLabel="Changer l'adresse email"
      submitting={submitting}
      onSubmit={submit}
    >
      {confirmation && (
        <Alert severity="success" role="status">
          {confirmation}
        </Alert>
      )}
      <TextField
        label="Nouvelle adresse email"
        name="email"
        type="email"
        autoComplete="email"
        placeholder={currentEmail}
        value={values.email}
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        required
      />
      <TextField
        label="Mot de passe"
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(e) => setValues({ ...values, password: e.target.value })}
        required
      />
    </FormPanel>
  );
}
