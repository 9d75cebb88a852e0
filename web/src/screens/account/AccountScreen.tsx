import { useState } from 'react';
import { messages } from '@pilotage/domain';
import { useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session/SessionProvider';
import {
  ChangeMyEmailDocument,
  ChangeMyPasswordDocument,
  DisableTwoFactorDocument,
  EnableTwoFactorDocument,
  RegenerateRecoveryCodesDocument,
  SetupTwoFactorDocument,
} from '../../graphql/generated/graphql';
import { AccountView } from './AccountView';

export function AccountScreen() {
  const session = useSession();
  const navigate = useNavigate();
  const [changeMyPassword] = useMutation(ChangeMyPasswordDocument);
  const [setupTwoFactor] = useMutation(SetupTwoFactorDocument);
  const [enableTwoFactor] = useMutation(EnableTwoFactorDocument);
  const [disableTwoFactor] = useMutation(DisableTwoFactorDocument);
  const [regenerateRecoveryCodes] = useMutation(RegenerateRecoveryCodesDocument);
  const [changeMyEmail] = useMutation(ChangeMyEmailDocument);
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
      onChangeEmail={async (input) => {
        await changeMyEmail({ variables: { input } });
        await session.refresh();
        return messages.emailChanged;
      }}
      onLogout={() => {
        setLoggingOut(true);
        void session.logout().then(() => navigate('/login', { replace: true }));
      }}
      twoFactor={{
        enabled: session.user.twoFactorEnabled,
        required: session.user.twoFactorRequired,
        onSetup: async (password) =>
          (await setupTwoFactor({ variables: { input: { password } } })).data!.setupTwoFactor,
        // The session is read again once the codes are shown: an Admin held here by the setting may go on.
        onEnable: async (input) => {
          const { data } = await enableTwoFactor({ variables: { input } });
          await session.refresh();
          return data!.enableTwoFactor.recoveryCodes;
        },
        onRegenerate: async (input) =>
          (await regenerateRecoveryCodes({ variables: { input } })).data!.regenerateRecoveryCodes.recoveryCodes,
        onDisable: async (input) => {
          const { data } = await disableTwoFactor({ variables: { input } });
          await session.refresh();
          return data!.disableTwoFactor.message;
        },
      }}
    />
  );
}
