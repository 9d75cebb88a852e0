import { type ReactNode, useState } from 'react';
import TextField from '@mui/material/TextField';
import { FormPanel } from '../../../components/FormPanel';
import { useSubmit } from '../../../lib/useSubmit';
import { RoleSelect } from './RoleSelect';

interface UserIdentity {
  username: string;
  email: string;
  role: string;
}

export interface UserFormPanelProps<V extends UserIdentity> {
  title: string;
  submitLabel: string;
  /** The banner when the server's answer is not a message of its own. */
  failure: string;
  initialValues: V;
  /** The first problem with the values, checked before anything is sent. */
  validate(values: V): string | null;
  /** What is sent: the values trimmed. */
  toInput(values: V): V;
  /** `again`: « Enregistrer et ajouter une autre » was used (the add form only offers it). */
  onSubmit(values: V, again: boolean): Promise<void>;
  onCancel(): void;
  /** The add form: the second button, and the keyboard on the first field as it opens. */
  addAnother?: boolean;
  /** Fields of this form alone, between the email and the role (the new user's password). */
  moreFields?: (values: V, setValues: (values: V) => void) => ReactNode;
}

/** The user forms' common frame and fields: username, email, role, checked then sent. */
export function UserFormPanel<V extends UserIdentity>({
  title,
  submitLabel,
  failure,
  initialValues,
  validate,
  toInput,
  onSubmit,
  onCancel,
  addAnother = false,
  moreFields,
}: UserFormPanelProps<V>) {
  const [values, setValues] = useState<V>(initialValues);
  const { submitting, error, setError, run } = useSubmit(failure);
  const submit = (again: boolean) => {
    const problem = validate(values);
    if (problem) return setError(problem);
    void run(() => onSubmit(toInput(values), again));
  };
  return (
    <FormPanel
      title={title}
      error={error}
      submitLabel={submitLabel}
      submitting={submitting}
      onSubmit={submit}
      onCancel={onCancel}
      addAnother={addAnother}
      focusOnOpen={addAnother}
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
      {moreFields?.(values, setValues)}
      <RoleSelect value={values.role} onChange={(role) => setValues({ ...values, role })} />
    </FormPanel>
  );
}
