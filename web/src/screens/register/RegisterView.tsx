import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';
import { registrationInput, validateRegistration, type RegistrationValues } from '../../lib/validation';

export const REDIRECT_DELAY_MS = 3000;

export interface RegisterViewProps {
  submitting: boolean;
  error: string | null;
  /** The server's confirmation; the view then waits three seconds and calls onRedirect. */
  success: string | null;
  initialToken?: string;
  onSubmit(values: RegistrationValues): void;
  onRedirect(): void;
}

const fields: { name: keyof RegistrationValues; label: string; type?: string; autoComplete: string }[] = [
  { name: 'username', label: "Nom d'utilisateur", autoComplete: 'username' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'Mot de passe', type: 'password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirmer le mot de passe', type: 'password', autoComplete: 'new-password' },
  { name: 'signupToken', label: "Jeton d'inscription", autoComplete: 'off' },
];

export function RegisterView({
  submitting,
  error,
  success,
  initialToken = '',
  onSubmit,
  onRedirect,
}: RegisterViewProps) {
  const [values, setValues] = useState<RegistrationValues>({
    username: '',
    email: '',
    password: '',
    confirmPassword: '',
    signupToken: initialToken,
  });
  const [invalid, setInvalid] = useState<string | null>(null);
  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [success, onRedirect]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistration(values);
    setInvalid(problem);
    if (!problem) onSubmit(registrationInput(values));
  };
  const shown = invalid ?? error;
  return (
    <AuthCard title="Créer un compte">
      <Stack component="form" spacing={2} onSubmit={submit} noValidate>
        {success && (
          <Alert severity="success" role="status">
            {success} Redirection vers la page de connexion...
          </Alert>
        )}
        {shown && <Alert severity="error">{shown}</Alert>}
        {fields.map((field) => (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            autoComplete={field.autoComplete}
            value={values[field.name]}
            onChange={(e) => setValues({ ...values, [field.name]: e.target.value })}
            required
            disabled={Boolean(success)}
          />
        ))}
        <Button type="submit" variant="contained" size="large" loading={submitting} disabled={Boolean(success)}>
          Créer le compte
        </Button>
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          Déjà un compte ?{' '}
          <Link component={RouterLink} to="/login">
            Se connecter
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
