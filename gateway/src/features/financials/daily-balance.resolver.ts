import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { CHART_BUCKET_CHOICES } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { DailyBalanceView, dailyBalances } from './daily-balance';
import { FinancialFilterInput } from './financials.types';

@Resolver()
export class DailyBalanceResolver {
  @Query(() => [DailyBalanceView], {
    description: 'Solde net par jour, sur les mêmes filtres de date que la liste (tri et recherche q ignorés).',
  })
  financialDailyBalances(
    @Ctx() ctx: Context,
    @Arg('filter', () => FinancialFilterInput, { nullable: true }) filter?: FinancialFilterInput,
    @Arg('bucket', () => String, {
      nullable: true,
      description: `${CHART_BUCKET_CHOICES.join(', ')} ; day par défaut. auto : par jour jusqu'à 92 jours, par semaine jusqu'à 184, par mois au-delà.`,
    })
    bucket?: string,
  ): Promise<DailyBalanceView[]> {
    return dailyBalances(ctx, { ...filter, bucket: bucket ?? undefined });
  }
}
