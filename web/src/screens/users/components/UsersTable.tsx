import { useMemo } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/DataTable';
import type { ServerPaging } from '../../../lib/server-paging';
import { RoleBadge } from '../../../components/RoleBadge';
import { RowCard } from '../../../components/RowCard';
import { HistoryButton } from '../../../components/rowActionsColumn';
import type { UserRowFragment } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';

/** The first Admin (id 1) can never be deleted. */
export const PROTECTED_USER_ID = 1;

interface UsersTableProps {
  users: UserRowFragment[];
  loading: boolean;
  paging: ServerPaging;
  onEdit(user: UserRowFragment): void;
  onResetPassword(user: UserRowFragment): void;
  onDelete(user: UserRowFragment): void;
  /** Offered on the rows of users with two-factor sign-in. */
  onRemoveTwoFactor?(user: UserRowFragment): void;
  /** « Historique » of a row; absent for anyone but an Admin. */
  onHistory?(user: UserRowFragment): void;
}

/** Users by id, one page at a time (the server sorts them; columns do not re-sort). */
export function UsersTable({
  users,
  loading,
  paging,
  onEdit,
  onResetPassword,
  onDelete,
  onRemoveTwoFactor,
  onHistory,
}: UsersTableProps) {
  const actions = useMemo(
    () => ({ onEdit, onResetPassword, onDelete, onRemoveTwoFactor, onHistory }),
    [onEdit, onResetPassword, onDelete, onRemoveTwoFactor, onHistory],
  );
  const columns = useMemo<GridColDef<UserRowFragment>[]>(
    () => [
      { field: 'id', headerName: 'ID', width: 70, type: 'number', sortable: false },
      { field: 'username', headerName: "Nom d'utilisateur", flex: 1, minWidth: 140, sortable: false },
      { field: 'email', headerName: 'Email', flex: 1.3, minWidth: 180, sortable: false },
      {
        field: 'role',
        headerName: 'Rôle',
        width: 120,
        sortable: false,
        renderCell: ({ row }) => <RoleBadge role={row.role} />,
      },
      {
        field: 'createdAt',
        headerName: 'Date de création',
        width: 180,
        type: 'dateTime',
        sortable: false,
        valueGetter: (value: string) => new Date(value),
        valueFormatter: (value: Date) => formatDateTime(value.toISOString()),
      },
      {
        field: 'actions',
        headerName: 'Actions',
        width: onHistory ? 225 : 190,
        sortable: false,
        filterable: false,
        disableExport: true,
        renderCell: ({ row }) => <UserActions user={row} {...actions} />,
      },
    ],
    [actions, onHistory],
  );
  return (
    <DataTable
      label="Utilisateurs"
      rows={users}
      columns={columns}
      loading={loading}
      emptyText="Aucun utilisateur trouvé."
      server={paging}
      card={(user) => (
        <RowCard
          title={user.username}
          figure={<RoleBadge role={user.role} />}
          details={[<span>{user.email}</span>, <span>Créé le {formatDateTime(user.createdAt)}</span>]}
          actions={<UserActions user={user} {...actions} />}
        />
      )}
    />
  );
}

type UserActionsProps = Pick<
  UsersTableProps,
  'onEdit' | 'onResetPassword' | 'onDelete' | 'onRemoveTwoFactor' | 'onHistory'
> & { user: UserRowFragment };

/** A user's buttons, in the table's last column or at the foot of the card on a phone. */
function UserActions({ user, onEdit, onResetPassword, onDelete, onRemoveTwoFactor, onHistory }: UserActionsProps) {
  const protectedUser = user.id === PROTECTED_USER_ID;
  return (
    <>
      <Tooltip title="Modifier">
        <IconButton size="small" aria-label={`Modifier ${user.username}`} onClick={() => onEdit(user)}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title="Réinitialiser le mot de passe">
        <IconButton
          size="small"
          aria-label={`Réinitialiser le mot de passe de ${user.username}`}
          onClick={() => onResetPassword(user)}
        >
          <LockResetIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {user.twoFactorEnabled && onRemoveTwoFactor && (
        <Tooltip title="Retirer la double authentification">
          <IconButton
            size="small"
            aria-label={`Retirer la double authentification de ${user.username}`}
            onClick={() => onRemoveTwoFactor(user)}
          >
            <PhonelinkEraseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {onHistory && <HistoryButton label={user.username} onClick={() => onHistory(user)} />}
      <IconButton
        size="small"
        color="error"
        disabled={protectedUser}
        title={protectedUser ? 'Suppression interdite' : 'Supprimer'}
        aria-label={protectedUser ? 'Suppression interdite' : `Supprimer ${user.username}`}
        onClick={() => onDelete(user)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
    </>
  );
}
