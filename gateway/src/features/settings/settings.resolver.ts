import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { getSettings, updateSettings } from './settings.service';
import { GlobalSettingsInput, GlobalSettingsView } from './settings.types';

@Resolver()
export class SettingsResolver {
  @Query(() => GlobalSettingsView)
  settings(@Ctx() ctx: Context): Promise<GlobalSettingsView> {
    return getSettings(ctx);
  }

  @Mutation(() => GlobalSettingsView)
  updateSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => GlobalSettingsInput) input: GlobalSettingsInput,
  ): Promise<GlobalSettingsView> {
    return updateSettings(ctx, input);
  }
}
