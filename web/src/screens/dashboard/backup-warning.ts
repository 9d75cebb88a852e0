import { startTransition, useEffect, useState } from 'react';
import type { DashboardBackupQuery } from '../../graphql/generated/graphql';
import { DashboardBackupText } from '../../graphql/generated/operation-texts';
import { formatDateTime } from '../../lib/format';
import { postGraphql } from '../../lib/graphql-post';

/** The dashboard's warning when the last good backup is older than 48 hours (null: nothing to say). */
export function backupWarning(status: DashboardBackupQuery['backupStatus'] | undefined): string | null {
  if (!status?.stale) return null;
  const since = status.lastBackup
    ? `La dernière sauvegarde de la base date du ${formatDateTime(status.lastBackup.finishedAt)}, il y a plus de 48 heures`
    : "Aucune sauvegarde de la base n'a réussi depuis plus de 48 heures";
  return `${since} : voyez « Sauvegardes » dans Paramètres.`;
}

/**
 * The backup warning for an Admin (null for anyone else, or while asked), asked once the screen is committed, by
 * plain fetch: nothing else reads it, and Apollo Client's request and cache write cost a phone's main thread two
 * long tasks on every load of the dashboard.
 */
export function useBackupWarning(isAdmin: boolean): string | null {
  const [warning, setWarning] = useState<string | null>(null);
  useEffect(() => {
    if (!isAdmin) return;
    let current = true;
    postGraphql(DashboardBackupText)
      .then((data) => {
        if (current) startTransition(() => setWarning(backupWarning(data.backupStatus)));
      })
      // No warning without an answer: the backups' own screen says what failed.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isAdmin]);
  return warning;
}
