import { Arg, Ctx, Query, Resolver } from 'type-graphql';
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
  ): Promise<DailyBalanceView[]> {
    return dailyBalances(ctx, { ...filter });
  }
}
