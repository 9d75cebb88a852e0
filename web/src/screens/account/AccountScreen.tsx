import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import { ChangeMyPasswordDocument } from '../../graphql/generated/graphql';
import { AccountView } from './AccountView';

export function AccountScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [changeMyPassword] = useMutation(ChangeMyPasswordDocument);
  const [loggingOut, setLoggingOut] = useState(false);
  if (!session.user) return null;
  return (
    <AccountView
      user={session.user}
      loggingOut={loggingOut}
      onChangePassword={async (input) => {
        const { data } = await changeMyPassword({ variables: { input } });
        return data!.changeMyPassword.message;
      }}
      onLogout={() => {
        setLoggingOut(true);
        void session.logout().then(() => navigate('/login', { replace: true }));
      }}
    />
  );
}
