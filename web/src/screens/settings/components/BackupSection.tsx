import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Spinner } from '../../../components/Spinner';
import type { BackupStatusQuery } from '../../../graphql/generated/graphql';
import { formatBytes, formatDateTime } from '../../../lib/format';

export type BackupStatus = BackupStatusQuery['backupStatus'];

export interface BackupSectionProps {
  status: BackupStatus | null;
  loading: boolean;
  loadError: string | null;
}

/** The schedule as people read it: a daily cron line becomes its time of day. */
export function scheduleText(cron: string | null): string {
  if (cron === null) return 'Désactivée';
  const daily = /^(\d{1,2}) (\d{1,2}) \* \* \*$/.exec(cron);
  if (daily) return `Chaque jour à ${daily[2].padStart(2, '0')}:${daily[1].padStart(2, '0')} (heure de l'entreprise)`;
  return `Selon la ligne cron « ${cron} » (heure de l'entreprise)`;
}

function Details({ status }: { status: BackupStatus }) {
  const last = status.lastBackup;
  return (
    <>
      {status.stale && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {last
            ? `La dernière sauvegarde date de plus de 48 heures (${formatDateTime(last.finishedAt)}).`
            : 'Aucune sauvegarde depuis plus de 48 heures.'}{' '}
          Vérifiez que Pilotage tourne à l'heure de la sauvegarde, ou lancez npm run backup.
        </Alert>
      )}
      {status.lastFailure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {`Échec de la sauvegarde du ${formatDateTime(status.lastFailure.finishedAt)} : ${status.lastFailure.error}`}
        </Alert>
      )}
      <List dense aria-label="Sauvegardes">
        <ListItem disableGutters>
          <ListItemText
            primary="Dernière sauvegarde"
            secondary={last ? `${formatDateTime(last.finishedAt)} · ${formatBytes(last.sizeBytes)}` : 'Aucune'}
          />
        </ListItem>
        {last && (
          <ListItem disableGutters>
            <ListItemText
              primary="Fichier"
              secondary={`${last.fileName}${last.encrypted ? ' (chiffré)' : ''}`}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        )}
        {last?.remoteLocation && (
          <ListItem disableGutters>
            <ListItemText
              primary="Copie distante"
              secondary={last.remoteLocation}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        )}
        <ListItem disableGutters>
          <ListItemText primary="Sauvegarde automatique" secondary={scheduleText(status.schedule)} />
        </ListItem>
      </List>
    </>
  );
}

/** « Sauvegardes » (Admins): the last good backup's time and size, and what went wrong since. */
export function BackupSection({ status, loading, loadError }: BackupSectionProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Sauvegardes
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Pilotage sauvegarde sa base chaque nuit dans le dossier des sauvegardes (DATA_DIR/backups). Pour restaurer :
        arrêtez Pilotage, puis npm run restore -- &lt;fichier&gt;.
      </Typography>
      {loadError ? (
        <Alert severity="error">{loadError}</Alert>
      ) : loading || !status ? (
        <Spinner label="Chargement des sauvegardes..." />
      ) : (
        <Details status={status} />
      )}
    </Paper>
  );
}
