import { useQuery } from '@apollo/client/react';
import { BackupStatusDocument } from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { BackupSection } from './BackupSection';

/** The backups' container (Admins): the server's backup status. */
export function BackupPanel() {
  const status = useQuery(BackupStatusDocument, { fetchPolicy: 'network-only' });
  return (
    <BackupSection
      status={status.data?.backupStatus ?? null}
      loading={status.loading}
      loadError={status.error ? errorMessage(status.error, "Impossible de lire l'état des sauvegardes.") : null}
    />
  );
}
