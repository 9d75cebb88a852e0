import { Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { backupStatus } from './backups.service';
import { BackupStatusView } from './backups.types';

@Resolver()
export class BackupsResolver {
  @Query(() => BackupStatusView, { description: 'État des sauvegardes de la base (Admin) : la dernière, son âge.' })
  backupStatus(@Ctx() ctx: Context): Promise<BackupStatusView> {
    return backupStatus(ctx);
  }
}
