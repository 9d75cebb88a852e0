import { useState } from 'react';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/PersonAdd';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import type { ServerPaging } from '../../lib/server-paging';
import { SearchableListLayout } from '../../components/SearchableListLayout';
import type { SignupTokenRowFragment, UserRowFragment } from '../../graphql/generated/graphql';
import { usePendingDeletion } from '../../lib/usePendingDeletion';
import { useAddAnother } from '../../components/FormPanel';
import type { NewUserValues } from '../../lib/validation';
import { AddUserForm } from './components/AddUserForm';
import { EditUserForm, type UserEdit } from './components/EditUserForm';
import { ResetPasswordForm } from './components/ResetPasswordForm';
import { TokenGenerator, type TokenGeneratorProps } from './components/TokenGenerator';
import { TokenManagement, type TokenManagementProps } from './components/TokenManagement';
import { UsersTable } from './components/UsersTable';

/** At most one form is open: adding, editing one user, or resetting one user's password. */
export type OpenForm =
  { kind: 'add' } | { kind: 'edit'; user: UserRowFragment } | { kind: 'reset'; user: UserRowFragment } | null;

type Deletion = { kind: 'user'; user: UserRowFragment } | { kind: 'token'; token: SignupTokenRowFragment };

export interface UsersViewProps {
  users: UserRowFragment[];
  loading: boolean;
  error: string | null;
  /** A failed delete or CSV export, already worded ('Erreur: …'). */
  actionError: string | null;
  paging: ServerPaging;
  /** The search the list applies; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  onRefresh(): void;
  onCreate(values: NewUserValues): Promise<void>;
  onUpdate(id: number, values: UserEdit): Promise<void>;
  onResetPassword(id: number, newPassword: string): Promise<void>;
  onDeleteUser(id: number): void;
  /** Removes a user's two-factor sign-in, once confirmed. */
  onRemoveTwoFactor?(id: number): void;
  /** « Historique » of a row (Admins only). */
  onHistory?(user: UserRowFragment): void;
  /** Admin only: token generation and management; absent for other roles. */
  tokens?: TokenGeneratorProps & Omit<TokenManagementProps, 'onDelete'> & { onDeleteToken(id: number): void };
  initialForm?: OpenForm;
}

export function UsersView(props: UsersViewProps) {
  const { users, loading, error, actionError, paging, onRefresh, tokens } = props;
  const [form, setForm] = useState<OpenForm>(props.initialForm ?? null);
  const deletion = usePendingDeletion<Deletion>((item) =>
    item.kind === 'user' ? props.onDeleteUser(item.user.id) : tokens?.onDeleteToken(item.token.id),
  );
  const { pending } = deletion;
  const twoFactorRemoval = usePendingDeletion<UserRowFragment>((user) => props.onRemoveTwoFactor?.(user.id));
  const close = () => setForm(null);
  const adding = useAddAnother(close, 'Utilisateur ajouté.');
  return (
    <>
      <SearchableListLayout
        title="Gestion des Utilisateurs"
        onRefresh={onRefresh}
        add={{
          label: 'Ajouter un utilisateur',
          icon: <AddIcon />,
          open: form?.kind === 'add',
          onToggle: () => setForm(form?.kind === 'add' ? null : { kind: 'add' }),
        }}
        actionError={actionError}
        error={error}
        search={props.search}
        onSearchChange={props.onSearchChange}
        form={
          <>
            {form?.kind === 'add' && (
              <AddUserForm
                key={adding.key}
                onCancel={close}
                onSubmit={async (values, again) => (await props.onCreate(values), adding.saved(again))}
              />
            )}
            {form?.kind === 'edit' && (
              <EditUserForm
                key={form.user.id}
                user={form.user}
                onCancel={close}
                onSubmit={async (values) => {
                  await props.onUpdate(form.user.id, values);
                  close();
                }}
              />
            )}
            {form?.kind === 'reset' && (
              <ResetPasswordForm
                key={form.user.id}
                user={form.user}
                onCancel={close}
                onSubmit={async (password) => {
                  await props.onResetPassword(form.user.id, password);
                  close();
                }}
              />
            )}
          </>
        }
      >
        <UsersTable
          users={users}
          loading={loading}
          paging={paging}
          onEdit={(user) => setForm({ kind: 'edit', user })}
          onResetPassword={(user) => setForm({ kind: 'reset', user })}
          onDelete={(user) => deletion.request({ kind: 'user', user })}
          onRemoveTwoFactor={props.onRemoveTwoFactor && twoFactorRemoval.request}
          onHistory={props.onHistory}
        />
      </SearchableListLayout>
      {tokens && (
        // Shown whatever the user list does: the tokens load on their own.
        <Box sx={{ mt: 3 }}>
          <TokenGenerator generated={tokens.generated} onGenerate={tokens.onGenerate} />
          <TokenManagement {...tokens} onDelete={(token) => deletion.request({ kind: 'token', token })} />
        </Box>
      )}
      <ConfirmDialog
        {...twoFactorRemoval.dialog}
        title="Retirer la double authentification"
        message={`Retirer la double authentification de ${twoFactorRemoval.pending?.username ?? ''} ? Son secret et ses codes de secours seront effacés : le mot de passe suffira pour se connecter, jusqu'à ce qu'il la réactive.`}
        confirmLabel="Retirer"
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={pending?.kind === 'token' ? 'Supprimer le jeton' : "Supprimer l'utilisateur"}
        message={
          pending?.kind === 'token'
            ? 'Êtes-vous sûr de vouloir supprimer ce jeton ?'
            : `Êtes-vous sûr de vouloir supprimer l'utilisateur ${pending?.kind === 'user' ? pending.user.username : ''} ?`
        }
      />
    </>
  );
}
