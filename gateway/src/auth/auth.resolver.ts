import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../context';
import { MessageView } from '../shared/views';
import { CurrentUserView } from '../users/users.types';
import { login, me, register, updateMySettings } from './auth.service';
import { AccessTokenView, LoginInput, MySettingsInput, RegisterInput } from './auth.types';

@Resolver()
export class AuthResolver {
  @Query(() => CurrentUserView, { description: "L'utilisateur connecté." })
  me(@Ctx() ctx: Context): CurrentUserView {
    return me(ctx);
  }

  @Mutation(() => AccessTokenView)
  login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<AccessTokenView> {
    return login(ctx, input);
  }

  @Mutation(() => MessageView, { description: "Crée un compte Manager avec un jeton d'inscription." })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<MessageView> {
    return register(ctx, input);
  }

  @Mutation(() => CurrentUserView)
  updateMySettings(@Ctx() ctx: Context, @Arg('input', () => MySettingsInput) input: MySettingsInput): Promise<CurrentUserView> {
    return updateMySettings(ctx, input);
  }
}
