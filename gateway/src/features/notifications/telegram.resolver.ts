import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { sendTelegramTest, verifyTelegram } from './telegram.service';
import { TelegramTestView, TelegramVerifyInput, TelegramVerifyView } from './telegram.types';

@Resolver()
export class TelegramResolver {
  @Mutation(() => TelegramVerifyView, {
    description:
      'Admin et Manager : vérifie le jeton du bot et le chat (le sien par défaut), 5 fois par minute au plus.',
  })
  verifyTelegram(
    @Ctx() ctx: Context,
    @Arg('input', () => TelegramVerifyInput, { nullable: true }) input?: TelegramVerifyInput,
  ): Promise<TelegramVerifyView> {
    return verifyTelegram(ctx, input ?? {});
  }

  @Mutation(() => TelegramTestView, {
    description: 'Admin et Manager : envoie un message de test sur son propre chat (5 par minute).',
  })
  sendTelegramTest(@Ctx() ctx: Context): Promise<TelegramTestView> {
    return sendTelegramTest(ctx);
  }
}
