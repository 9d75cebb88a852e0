import type { DashboardBackupQuery } from '../../graphql/generated/graphql';
import { formatDateTime } from '../../lib/format';

/** The dashboard's warning when the last good backup is older than 48 hours (null: nothing to say). */
export function backupWarning(status: DashboardBackupQuery['backupStatus'] | undefined): string | null {
  if (!status?.stale) return null;
  const since = status.lastBackup
    ? `La dernière sauvegarde de la base date du ${formatDateTime(status.lastBackup.finishedAt)}, il y a plus de 48 heures`
    : "Aucune sauvegarde de la base n'a réussi depuis plus de 48 heures";
  return `${since} : voyez « Sauvegardes » dans Paramètres.`;
}
