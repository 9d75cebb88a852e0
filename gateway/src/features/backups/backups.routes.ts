import type { RestRoutes } from '../../transports/http/rest';
import { backupStatus } from './backups.service';
import { BackupStatusView } from './backups.types';

export function backupsRoutes(rest: RestRoutes) {
  rest.get('/api/backups/status', (ctx) => backupStatus(ctx), {
    tag: 'Paramètres',
    access: 'admin',
    summary: 'Lire l’état des sauvegardes',
    description:
      'La dernière sauvegarde réussie (heure, fichier, taille), la dernière échouée si elle la suit, et `stale` quand la dernière réussie date de plus de 48 heures.',
    response: BackupStatusView,
  });
}
