import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { pageRequest } from '../../kernel/helpers/pagination';
import { MessageView } from '../../kernel/helpers/views';
import { dismissDeadLetter, listDeadLetters, resendDeadLetter } from './dead-letters.service';
import { DeadLetterPage } from './dead-letters.types';

@Resolver()
export class DeadLettersResolver {
  @Query(() => DeadLetterPage, {
    description:
      'Admin uniquement : les notifications Telegram non délivrées, ni renvoyées ni ignorées, les plus récentes en premier.',
  })
  telegramDeadLetters(
    @Ctx() ctx: Context,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<DeadLetterPage> {
    return listDeadLetters(ctx, pageRequest(page ?? {}));
  }

  @Mutation(() => MessageView, {
    description: 'Admin uniquement : remet le même message pour le même chat dans la file d’envoi.',
  })
  resendTelegramDeadLetter(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<MessageView> {
    return resendDeadLetter(ctx, id);
  }

  @Mutation(() => MessageView, { description: 'Admin uniquement : retire la notification de la liste sans l’envoyer.' })
  dismissTelegramDeadLetter(@Ctx() ctx: Context, @Arg('id', () => ID) id: string): Promise<MessageView> {
    return dismissDeadLetter(ctx, id);
  }
}
