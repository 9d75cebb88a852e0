import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TwoFactorProof } from '../../app/session/SessionProvider';

export interface TwoFactorStepProps {
  submitting: boolean;
  error: string | null;
  onSubmit(proof: TwoFactorProof): void;
  /** Back to the user name and password. */
  onBack(): void;
}

/** The second step of signing in: the authenticator's 6-digit code, or one of the recovery codes. */
export function TwoFactorStep({ submitting, error, onSubmit, onBack }: TwoFactorStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    onSubmit(useRecovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, '') });
  };
  const toggle = () => {
    setUseRecovery(!useRecovery);
    setValue('');
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} noValidate>
      <Typography variant="body2" color="text.secondary">
        {useRecovery
          ? "Saisissez l'un de vos codes de secours : chacun ne sert qu'une fois."
          : "Saisissez le code à 6 chiffres affiché par votre application d'authentification."}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {useRecovery ? (
        <TextField
          key="recovery"
          label="Code de secours"
          name="recoveryCode"
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the one just focused
          autoFocus
        />
      ) : (
        <TextField
          key="code"
          label="Code de vérification"
          name="code"
          autoComplete="one-time-code"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*', maxLength: 7 } }}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- the step opens on its only field
          autoFocus
        />
      )}
      <Button type="submit" variant="contained" size="large" loading={submitting}>
        Vérifier
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          Retour
        </Link>
        <Link component="button" type="button" variant="body2" onClick={toggle}>
          {useRecovery ? "Utiliser le code de l'application" : 'Utiliser un code de secours'}
        </Link>
      </Stack>
    </Stack>
  );
}
