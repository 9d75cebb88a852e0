import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LogoutIcon from '@mui/icons-material/Logout';
import { PageHeader } from '../../components/PageHeader';
import { RoleBadge } from '../../components/RoleBadge';
import type { CurrentUserQuery } from '../../graphql/generated/graphql';
import { ChangeEmailForm } from './components/ChangeEmailForm';
import { ChangePasswordForm } from './components/ChangePasswordForm';
import { TwoFactorPanel, type TwoFactorPanelProps } from './components/TwoFactorPanel';

export interface AccountViewProps {
  user: Pick<CurrentUserQuery['me'], 'username' | 'email' | 'role'>;
  loggingOut: boolean;
  onChangePassword(values: { currentPassword: string; newPassword: string }): Promise<string>;
  /** Resolves with the server's confirmation. */
  onChangeEmail(values: { email: string; password: string }): Promise<string>;
  onLogout(): void;
  /** The « Double authentification » section. */
  twoFactor: TwoFactorPanelProps;
}

/** The signed-in user's own account: who they are, their factors (two-factor sign-in, email, password), and signing out. */
export function AccountView({
  user,
  loggingOut,
  onChangePassword,
  onChangeEmail,
  onLogout,
  twoFactor,
}: AccountViewProps) {
  return (
    <>
      <PageHeader
        title="Mon compte"
        actions={
          <Button color="error" variant="outlined" startIcon={<LogoutIcon />} loading={loggingOut} onClick={onLogout}>
            Se déconnecter
          </Button>
        }
      />
      <Paper component="section" aria-labelledby="account-profile" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="account-profile" variant="h2" sx={{ mb: 2 }}>
          Profil
        </Typography>
        <Stack component="dl" spacing={1.5} sx={{ m: 0 }}>
          <Field label="Nom d'utilisateur" value={user.username} />
          <Field label="Email" value={user.email} />
          <Field label="Rôle" value={<RoleBadge role={user.role} />} />
        </Stack>
      </Paper>
      <TwoFactorPanel {...twoFactor} />
      <ChangeEmailForm currentEmail={user.email} onSubmit={onChangeEmail} />
      <ChangePasswordForm onSubmit={onChangePassword} />
    </>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ alignItems: { sm: 'center' } }}>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ minWidth: 160 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}
