import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SettingsValues } from '../settings-values';

type Switches = Pick<
  SettingsValues,
  'notificationTasksEnabled' | 'notificationFinancialsEnabled' | 'notificationAllTasksDoneEnabled'
>;

const SWITCHES: { key: keyof Switches; label: string }[] = [
  { key: 'notificationTasksEnabled', label: 'Notifications des tâches (création et assignation)' },
  { key: 'notificationFinancialsEnabled', label: 'Notifications des transactions financières' },
  { key: 'notificationAllTasksDoneEnabled', label: 'Notification quand toutes les tâches sont terminées' },
];

// What a non-admin sees in place of the secret bot token.
const MASKED_TOKEN = '••••••••••••••••';

interface GlobalSettingsSectionProps {
  isAdmin: boolean;
  values: SettingsValues;
  onChange(values: SettingsValues): void;
}

/** The bot token, the three notification switches and the two-factor requirement for an Admin; a masked read-only token for everyone else. */
export function GlobalSettingsSection({ isAdmin, values, onChange }: GlobalSettingsSectionProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Bot Telegram et notifications
      </Typography>
      {isAdmin ? (
        <Stack spacing={2}>
          <TextField
            label="Jeton du bot Telegram"
            name="botToken"
            type="password"
            autoComplete="off"
            value={values.botToken}
            onChange={(e) => onChange({ ...values, botToken: e.target.value })}
          />
          <FormGroup>
            {SWITCHES.map((item) => (
              <FormControlLabel
                key={item.key}
                control={
                  <Switch
                    checked={values[item.key]}
                    onChange={(e) => onChange({ ...values, [item.key]: e.target.checked })}
                  />
                }
                label={item.label}
              />
            ))}
          </FormGroup>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Sécurité
          </Typography>
          <FormGroup>
            <FormControlLabel
              control={
                <Switch
                  checked={values.require2faForAdmins}
                  onChange={(e) => onChange({ ...values, require2faForAdmins: e.target.checked })}
                />
              }
              label="Exiger la double authentification pour les administrateurs"
            />
            <FormHelperText>
              Un administrateur sans double authentification devra l’activer dans « Mon compte » avant toute autre
              action.
            </FormHelperText>
          </FormGroup>
        </Stack>
      ) : (
        <TextField
          label="Jeton du bot Telegram"
          value={MASKED_TOKEN}
          helperText="Géré par un administrateur."
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      )}
    </Paper>
  );
}
