import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { MessageView } from '../../kernel/helpers/views';
import { changeMyPassword, logout } from './sessions.service';
import { ChangePasswordInput } from './sessions.types';

@Resolver()
export class SessionsResolver {
  @Mutation(() => Boolean, {
    description: 'Ferme la session du jeton présenté ; les autres sessions restent ouvertes.',
  })
  async logout(@Ctx() ctx: Context): Promise<boolean> {
    await logout(ctx);
    return true;
  }

  @Mutation(() => MessageView, {
    description: "Change le mot de passe de l'utilisateur connecté et ferme ses autres sessions.",
  })
  changeMyPassword(
    @Ctx() ctx: Context,
    @Arg('input', () => ChangePasswordInput) input: ChangePasswordInput,
  ): Promise<MessageView> {
    return changeMyPassword(ctx, input);
  }
}
