import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSession } from '../../app/session/SessionProvider';
import {
  CreateUserDocument,
  DeleteSignupTokenDocument,
  DeleteUserDocument,
  GenerateSignupTokensDocument,
  RemoveUserTwoFactorDocument,
  ResetUserPasswordDocument,
  SignupTokensDocument,
  SignupTokenStatsDocument,
  UpdateUserDocument,
  UsersDocument,
  type UserRowFragment,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { messages } from '../../lib/messages';
import { LiveHighlightContext } from '../../lib/useLiveChanges';
import { useServerList } from '../../lib/useServerList';
import { RecordHistoryDialog } from '../../components/record-history/RecordHistoryDialog';
import { useRecordHistory } from '../../components/record-history/useRecordHistory';
import { UsersView } from './UsersView';

/** `/users?q=martin&page=2`: no sort, the server lists users by id only. */
const USER_LIST: ListUrlSpec = {};

export function UsersScreen() {
  const isAdmin = useSession().user?.role === 'Admin';
  const users = useServerList({
    query: UsersDocument,
    url: USER_LIST,
    variables: ({ page, search }) => ({ search: search || undefined, page }),
    pageOf: (data) => data.users,
    loadFailed: messages.usersLoadFailed,
    csv: { path: '/api/users.csv', params: ({ search }) => ({ search }) },
    live: ['user'],
  });
  const stats = useQuery(SignupTokenStatsDocument, { skip: !isAdmin });
  const tokens = useQuery(SignupTokensDocument, { skip: !isAdmin });
  const [generated, setGenerated] = useState<string[]>([]);
  const { actionError, run } = users;
  const refetchUsers = { refetchQueries: [UsersDocument], awaitRefetchQueries: true };
  const refetchTokens = { refetchQueries: [SignupTokenStatsDocument, SignupTokensDocument] };
  const [createUser] = useMutation(CreateUserDocument, refetchUsers);
  const [updateUser] = useMutation(UpdateUserDocument, refetchUsers);
  const [resetPassword] = useMutation(ResetUserPasswordDocument);
  const [deleteUser] = useMutation(DeleteUserDocument, refetchUsers);
  const [removeTwoFactor] = useMutation(RemoveUserTwoFactorDocument, refetchUsers);
  const [generateTokens] = useMutation(GenerateSignupTokensDocument, refetchTokens);
  const [deleteToken] = useMutation(DeleteSignupTokenDocument, refetchTokens);
  const history = useRecordHistory('user', (user: UserRowFragment) => ({ id: user.id, name: user.username }), isAdmin);

  return (
    <LiveHighlightContext value={users.highlighted}>
      <UsersView
        users={users.rows}
        loading={users.loading}
        error={users.error}
        actionError={actionError}
        paging={users.paging}
        search={users.search}
        onSearchChange={users.setSearch}
        onRefresh={() => {
          void users.refetch();
          if (isAdmin) void Promise.all([stats.refetch(), tokens.refetch()]);
        }}
        onCreate={async (input) => void (await createUser({ variables: { input } }))}
        onUpdate={async (id, input) => void (await updateUser({ variables: { id, input } }))}
        onResetPassword={async (id, newPassword) =>
          void (await resetPassword({ variables: { id, input: { newPassword } } }))
        }
        onDeleteUser={(id) => run(() => deleteUser({ variables: { id } }), messages.userDeleteFailed)}
        onRemoveTwoFactor={(id) => run(() => removeTwoFactor({ variables: { id } }), messages.twoFactorRemoveFailed)}
        onHistory={history.onHistory}
        tokens={
          isAdmin
            ? {
                generated,
                onGenerate: async (quantity) => {
                  const { data } = await generateTokens({ variables: { input: { quantity } } });
                  setGenerated([...(data?.generateSignupTokens.tokens ?? []), ...generated]);
                },
                stats: stats.data?.signupTokenStats ?? null,
                statsError: stats.error ? errorMessage(stats.error, messages.tokenStatsLoadFailed) : null,
                tokens: tokens.data?.signupTokens.items ?? [],
                tokensLoading: tokens.loading,
                tokensError: tokens.error ? errorMessage(tokens.error, messages.tokenListLoadFailed) : null,
                onDeleteToken: (id) => run(() => deleteToken({ variables: { id } }), messages.tokenDeleteFailed),
              }
            : undefined
        }
      />
      <RecordHistoryDialog {...history.dialog} />
    </LiveHighlightContext>
  );
}
