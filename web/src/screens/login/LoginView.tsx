import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { TwoFactorStep, type TwoFactorStepProps } from './TwoFactorStep';

export interface LoginViewProps {
  submitting: boolean;
  error: string | null;
  onSubmit(username: string, password: string): void;
  /** The password was right and the account has two-factor sign-in: the second step instead of the first. */
  twoFactor?: Pick<TwoFactorStepProps, 'onSubmit' | 'onBack'> | null;
}

export function LoginView({ submitting, error, onSubmit, twoFactor }: LoginViewProps) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(username.trim(), password);
  };
  if (twoFactor) {
    return (
      <AuthCard title="Code de vérification">
        <TwoFactorStep submitting={submitting} error={error} {...twoFactor} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Connexion Manager">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {error && <Alert severity="error">{error}</Alert>}
        {/* Signing in is this page's only task and the field comes first, so focusing it skips nothing. */}
        <TextField
          label="Nom d'utilisateur"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
        <TextField
          label="Mot de passe"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          required
        />
        <Button type="submit" variant="contained" size="large" loading={submitting}>
          Se connecter
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Pas encore de compte ?{' '}
          <Link component={RouterLink} to="/register">
            Créer un compte
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
