import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mailSettingsError } from '@pilotage/domain';
import type { MailSettingsFieldsFragment } from '../../../graphql/generated/graphql';

export type MailServerSettings = Omit<MailSettingsFieldsFragment, '__typename'>;

/** What « Enregistrer » sends: an empty password keeps the stored one. */
export interface MailServerSave {
  host: string;
  port: number | null;
  security: string;
  user: string;
  password: string;
  clearPassword: boolean;
  from: string;
}

export interface MailServerFormProps {
  settings: MailServerSettings;
  saving: boolean;
  onSave(values: MailServerSave): void;
}

export const SECURITY_LABELS: Record<string, string> = {
  none: 'Aucune',
  starttls: 'STARTTLS',
  tls: 'TLS implicite',
};

const DEFAULT_PORTS: Record<string, string> = { none: '25', starttls: '587', tls: '465' };

/**
 * The outgoing mail server (Admins). Read-only when SMTP_URL configures it: the environment wins.
 * The password is never shown: the field stays empty, « Effacer » removes the stored one.
 */
export function MailServerForm({ settings, saving, onSave }: MailServerFormProps) {
  const fromEnvironment = settings.source === 'environment';
  const [host, setHost] = useState(settings.host);
  const [port, setPort] = useState(settings.port === null ? '' : String(settings.port));
  const [security, setSecurity] = useState(settings.security);
  const [user, setUser] = useState(settings.user);
  const [password, setPassword] = useState('');
  const [from, setFrom] = useState(settings.from);
  const [error, setError] = useState<string | null>(null);

  const values = (clearPassword: boolean): MailServerSave => ({
    host: host.trim(),
    port: port.trim() === '' ? null : Number(port),
    security,
    user: user.trim(),
    password: clearPassword ? '' : password,
    clearPassword,
    from: from.trim(),
  });
  const save = (clearPassword: boolean) => {
    const typed = values(clearPassword);
    // Everything emptied: the configuration is removed (the gateway's rule too).
    const removing = typed.host === '' && typed.user === '' && typed.password === '' && typed.from === '';
    const problem = removing ? null : mailSettingsError({ ...typed, port: typed.port ?? Number.NaN });
    setError(problem);
    if (problem === null) {
      onSave(typed);
      setPassword('');
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save(false);
  };

  return (
    <form onSubmit={submit} aria-label="Serveur d’envoi" noValidate>
      <Stack spacing={2}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Serveur d’envoi
        </Typography>
        {fromEnvironment ? (
          <Alert severity="info">
            Le courriel est configuré par l’environnement du serveur (SMTP_URL, MAIL_FROM) : ces réglages s’affichent en
            lecture seule{settings.passwordSet ? ', le mot de passe compris (jamais affiché)' : ''}. Retirez SMTP_URL
            pour les régler ici.
          </Alert>
        ) : settings.source === 'none' ? (
          <Alert severity="warning">Aucun serveur d’envoi n’est configuré : les courriels ne peuvent pas partir.</Alert>
        ) : null}
        {error && <Alert severity="error">{error}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Serveur (hôte)"
            value={host}
            onChange={(event) => setHost(event.target.value)}
            disabled={fromEnvironment}
            placeholder="smtp.example.fr"
            sx={{ flex: 1, minWidth: 0 }}
          />
          <TextField
            label="Port"
            value={port}
            onChange={(event) => setPort(event.target.value)}
            disabled={fromEnvironment}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            placeholder={DEFAULT_PORTS[security]}
            sx={{ width: { xs: '100%', sm: 140 }, flexShrink: 0 }}
          />
          <TextField
            select
            label="Sécurité"
            value={security}
            onChange={(event) => setSecurity(event.target.value)}
            disabled={fromEnvironment}
            sx={{ width: { xs: '100%', sm: 200 }, flexShrink: 0 }}
          >
            {Object.entries(SECURITY_LABELS).map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label="Utilisateur"
            value={user}
            onChange={(event) => setUser(event.target.value)}
            disabled={fromEnvironment}
            autoComplete="off"
            fullWidth
          />
          <TextField
            label="Mot de passe"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            disabled={fromEnvironment}
            autoComplete="new-password"
            // Read-only (the environment's), the field says nothing: the notice above tells whether one is given.
            helperText={
              fromEnvironment
                ? undefined
                : settings.passwordSet
                  ? 'Enregistré. Laissez vide pour le garder.'
                  : 'Aucun mot de passe enregistré.'
            }
            fullWidth
          />
        </Stack>
        <TextField
          label="Expéditeur"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          disabled={fromEnvironment}
          placeholder="Atelier Dupont <factures@example.fr>"
          helperText={fromEnvironment ? undefined : 'L’adresse d’où partent les factures et les relances.'}
          fullWidth
        />
        {settings.dkim && (
          <Typography variant="body2" color="text.secondary">
            Les courriels sont signés DKIM (réglé par l’environnement).
          </Typography>
        )}
        {!fromEnvironment && (
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" loading={saving} disabled={saving}>
              Enregistrer
            </Button>
            {settings.passwordSet && (
              <Button color="error" aria-label="Effacer le mot de passe" disabled={saving} onClick={() => save(true)}>
                Effacer
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </form>
  );
}
