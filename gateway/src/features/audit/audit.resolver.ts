import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { listAuditLog } from './audit.service';
import { AuditEntryPage, AuditLogFilterInput } from './audit.types';

@Resolver()
export class AuditResolver {
  @Query(() => AuditEntryPage, { description: 'Journal d’activité (Admin), du plus récent au plus ancien.' })
  auditLog(
    @Ctx() ctx: Context,
    @Arg('filter', () => AuditLogFilterInput, { nullable: true }) filter?: AuditLogFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<AuditEntryPage> {
    return listAuditLog(ctx, { ...filter, ...page });
  }
}
