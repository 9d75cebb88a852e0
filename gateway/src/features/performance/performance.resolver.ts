import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { performanceQuery, performanceStats } from './performance.service';
import { PerformanceFilterInput, PerformanceStatsView } from './performance.types';

@Resolver()
export class PerformanceResolver {
  @Query(() => PerformanceStatsView)
  performanceStats(
    @Ctx() ctx: Context,
    @Arg('filter', () => PerformanceFilterInput, { nullable: true }) filter?: PerformanceFilterInput,
  ): Promise<PerformanceStatsView> {
    return performanceStats(ctx, performanceQuery({ ...filter }));
  }
}
