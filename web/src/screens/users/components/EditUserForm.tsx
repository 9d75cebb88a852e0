import type { UserRowFragment } from '../../../graphql/generated/graphql';
import { userEditInput, validateUserEdit } from '../../../lib/validation';
import { UserFormPanel } from './UserFormPanel';

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
  return (
    <UserFormPanel<UserEdit>
      title={`Modifier l'utilisateur ${user.username}`}
      submitLabel="Enregistrer"
      failure="Erreur lors de la mise à jour de l'utilisateur."
      initialValues={{ username: user.username, email: user.email, role: user.role }}
      validate={validateUserEdit}
      toInput={userEditInput}
      onSubmit={(values) => onSubmit(values)}
      onCancel={onCancel}
    />
  );
}
