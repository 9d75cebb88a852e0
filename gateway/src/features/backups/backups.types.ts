import { Field, Float, ObjectType } from 'type-graphql';

@ObjectType('BackupRun', { description: 'Une sauvegarde de la base prise par Pilotage.' })
export class BackupRunView {
  @Field(() => String, { description: 'Fin de la sauvegarde, horodatage ISO 8601 (UTC).' }) finishedAt!: string;
  @Field(() => String, { description: 'Nom du fichier, dans BACKUP_DIR (par défaut DATA_DIR/backups).' })
  fileName!: string;
  @Field(() => Float, { description: 'Taille du fichier en octets.' }) sizeBytes!: number;
  @Field(() => Boolean, { description: 'Chiffrée avec BACKUP_PASSPHRASE.' }) encrypted!: boolean;
  @Field(() => String, { nullable: true, description: 'Copie distante (BACKUP_S3_URL), si envoyée.' })
  remoteLocation!: string | null;
}

@ObjectType('BackupFailure', { description: 'La dernière sauvegarde échouée, si elle suit la dernière réussie.' })
export class BackupFailureView {
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) finishedAt!: string;
  @Field(() => String, { description: 'Cause, telle que le serveur l’a vue.' }) error!: string;
}

@ObjectType('BackupStatus', { description: 'État des sauvegardes de la base (Admin).' })
export class BackupStatusView {
  @Field(() => BackupRunView, { nullable: true, description: 'La dernière sauvegarde réussie.' })
  lastBackup!: BackupRunView | null;
  @Field(() => BackupFailureView, { nullable: true }) lastFailure!: BackupFailureView | null;
  @Field(() => Boolean, {
    description: 'Vrai quand la dernière sauvegarde réussie date de plus de 48 heures (ou manque depuis 48 heures).',
  })
  stale!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Sauvegarde automatique (BACKUP_SCHEDULE, ligne cron au fuseau de l’entreprise) ; vide : désactivée.',
  })
  schedule!: string | null;
}
