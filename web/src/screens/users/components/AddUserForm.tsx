import TextField from '@mui/material/TextField';
import type { Role } from '@pilotage/domain';
import { newUserInput, validateNewUser, type NewUserValues } from '../../../lib/validation';
import { UserFormPanel } from './UserFormPanel';

interface AddUserFormProps {
  /** `again`: « Enregistrer et ajouter une autre » was used. */
  onSubmit(values: NewUserValues, again: boolean): Promise<void>;
  onCancel(): void;
}

/**
 * The form proposes Manager: an Employé account cannot enter the application (docs/product.md §1),
 * so it is a choice to make on purpose. The API keeps Employé when no role is sent.
 */
const FORM_ROLE: Role = 'Manager';

export function AddUserForm({ onSubmit, onCancel }: AddUserFormProps) {
  return (
    <UserFormPanel<NewUserValues>
      title="Ajouter un utilisateur"
      submitLabel="Créer l'utilisateur"
      failure="Erreur lors de l'ajout de l'utilisateur."
      initialValues={{ username: '', email: '', password: '', role: FORM_ROLE }}
      validate={validateNewUser}
      toInput={newUserInput}
      onSubmit={onSubmit}
      onCancel={onCancel}
      addAnother
      moreFields={(values, setValues) => (
        <TextField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={(e) => setValues({ ...values, password: e.target.value })}
          required
        />
      )}
    />
  );
}
