import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/ForwardToInbox';
import { TimedAlert, type Banner } from '../../../components/TimedAlert';
import type { MailFailureRowFragment } from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { SAVE_BANNER_MS } from '../settings-values';
import { MailServerForm, type MailServerFormProps } from './MailServerForm';

export interface MailSectionProps {
  /** The server's settings and their form; null while they load. */
  server: MailServerFormProps | null;
  /** Mail given up after its retries, newest first (the first page). */
  failures: MailFailureRowFragment[];
  total: number;
  loadError: string | null;
  /** The failure being resent or dismissed, or 'test' while the test mail is queued. */
  busyId: string | null;
  banner: Banner | null;
  onTest(): void;
  onResend(failure: MailFailureRowFragment): void;
  onDismiss(failure: MailFailureRowFragment): void;
}

/** « Courriel »: a test mail through the configured server, and the mail that could not go (Admins). */
export function MailSection(props: MailSectionProps) {
  const { failures, busyId } = props;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Courriel
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les factures et les relances partent par ce serveur d'envoi. Le courriel de test part vers votre adresse.
      </Typography>
      <Stack spacing={2}>
        <TimedAlert banner={props.banner} durationMs={SAVE_BANNER_MS} />
        {props.server && (
          // Keyed by what was saved: the fields start again from the stored values after a save.
          <MailServerForm key={JSON.stringify(props.server.settings)} {...props.server} />
        )}
        <div>
          <Button
            variant="outlined"
            startIcon={<MailIcon />}
            loading={busyId === 'test'}
            disabled={busyId !== null}
            onClick={props.onTest}
          >
            Envoyer un courriel de test
          </Button>
        </div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          Courriels non délivrés ({props.total})
        </Typography>
        {props.loadError ? (
          <Alert severity="error">{props.loadError}</Alert>
        ) : failures.length === 0 ? (
          <Typography color="text.secondary">Aucun courriel en échec.</Typography>
        ) : (
          <List dense aria-label="Courriels non délivrés">
            {failures.map((failure) => (
              <ListItem
                key={failure.id}
                divider
                secondaryAction={
                  <Stack direction="row" spacing={1}>
                    <Button
                      size="small"
                      aria-label={`Renvoyer « ${failure.subject} » à ${failure.recipient}`}
                      loading={busyId === failure.id}
                      disabled={busyId !== null}
                      onClick={() => props.onResend(failure)}
                    >
                      Renvoyer
                    </Button>
                    <Button
                      size="small"
                      color="error"
                      aria-label={`Ignorer « ${failure.subject} » à ${failure.recipient}`}
                      disabled={busyId !== null}
                      onClick={() => props.onDismiss(failure)}
                    >
                      Ignorer
                    </Button>
                  </Stack>
                }
                sx={{ pr: 22 }}
              >
                <ListItemText
                  primary={`${failure.subject} — ${failure.recipient}`}
                  secondary={`${formatDateTime(failure.createdAt)} · ${failure.attempts} tentative(s) · ${failure.error}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
