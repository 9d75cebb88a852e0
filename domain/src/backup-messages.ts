/**
 * What `npm run backup` and `npm run restore` say, in one French sentence each: a refusal says
 * what to do, and nothing has been changed when it is printed.
 */
export const backupMessages = {
  written: (file: string, size: string) => `Sauvegarde écrite : ${file} (${size}).`,
  copied: (location: string) => `Copie envoyée vers ${location}.`,
  failed: (reason: string) => `La sauvegarde a échoué (${reason}) : corrigez la cause puis relancez npm run backup.`,
  restoreUsage: 'Indiquez le fichier à restaurer : npm run restore -- <fichier> [--force].',
  fileMissing: (file: string) => `Le fichier ${file} est introuvable : donnez le chemin d'une sauvegarde existante.`,
  notABackup: (file: string) =>
    `${file} n'est pas une sauvegarde de Pilotage : donnez un fichier écrit par npm run backup.`,
  damaged: (file: string) =>
    `La sauvegarde ${file} est tronquée ou altérée (somme de contrôle fausse) : restaurez une autre sauvegarde, rien n'a été modifié.`,
  passphraseMissing:
    'Cette sauvegarde est chiffrée : indiquez sa phrase secrète dans BACKUP_PASSPHRASE, puis relancez la restauration.',
  passphraseWrong:
    'La phrase secrète (BACKUP_PASSPHRASE) ne déchiffre pas cette sauvegarde : donnez celle en vigueur lors de la sauvegarde.',
  newerSchema: (version: string) =>
    `Cette sauvegarde vient d'une version plus récente de Pilotage (schéma ${version}) : mettez Pilotage à jour, puis relancez la restauration.`,
  notEmpty: (rows: number) =>
    `La base de données n'est pas vide (${rows} lignes) : restaurez dans une base vide, ou ajoutez --force pour la remplacer.`,
  inUse: (clients: number) =>
    `La base de données est utilisée par ${clients} autre(s) connexion(s) : arrêtez Pilotage (toutes ses instances) avant de restaurer.`,
  instanceRunning: 'Pilotage tourne sur ce DATA_DIR : arrêtez-le (Ctrl+C ou SIGTERM) avant de restaurer.',
  notPermitted:
    "Le rôle de DATABASE_URL n'a pas les droits pour restaurer (il faut le propriétaire de la base, superutilisateur) : relancez avec ce rôle.",
  countMismatch: (table: string, expected: number, found: number) =>
    `La table ${table} a ${found} lignes au lieu de ${expected} : la restauration est annulée, rien n'a été modifié.`,
  restored: (tables: number, rows: number, version: string) =>
    `Restauration terminée : ${tables} tables, ${rows} lignes, schéma ${version}. Démarrez Pilotage avec npm start.`,
  restoreFailed: (reason: string) =>
    `La restauration a échoué (${reason}) : rien n'a été modifié, corrigez la cause puis relancez-la.`,
};
