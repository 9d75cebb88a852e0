import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { MessageView } from '../../kernel/helpers/views';
import { CurrentUserView } from '../users/users.types';
import { changeMyEmail, login, me, register, updateMySettings } from './auth.service';
import { EmailChangeInput, LoginInput, MySettingsInput, RegisterInput } from './auth.types';
import { LoginResultView } from '../two-factor/two-factor.types';

@Resolver()
export class AuthResolver {
  @Query(() => CurrentUserView, { description: "L'utilisateur connecté." })
  me(@Ctx() ctx: Context): CurrentUserView {
    return me(ctx);
  }

  @Mutation(() => LoginResultView, {
    description: 'Première étape ; pour un compte à double authentification, la suite est loginTwoFactor.',
  })
  async login(@Ctx() ctx: Context, @Arg('input', () => LoginInput) input: LoginInput): Promise<LoginResultView> {
    const answer = await login(ctx, input);
    return 'accessToken' in answer
      ? { accessToken: answer.accessToken, mfaRequired: false, mfaToken: null }
      : { accessToken: null, mfaRequired: true, mfaToken: answer.mfaToken };
  }

  @Mutation(() => MessageView, { description: "Crée un compte Manager avec un jeton d'inscription." })
  register(@Ctx() ctx: Context, @Arg('input', () => RegisterInput) input: RegisterInput): Promise<MessageView> {
    return register(ctx, input);
  }

  @Mutation(() => CurrentUserView)
  updateMySettings(
    @Ctx() ctx: Context,
    @Arg('input', () => MySettingsInput) input: MySettingsInput,
  ): Promise<CurrentUserView> {
    return updateMySettings(ctx, input);
  }

  @Mutation(() => CurrentUserView, {
    description: "Change l'adresse email de l'utilisateur connecté, avec son mot de passe.",
  })
  changeMyEmail(
    @Ctx() ctx: Context,
    @Arg('input', () => EmailChangeInput) input: EmailChangeInput,
  ): Promise<CurrentUserView> {
    return changeMyEmail(ctx, input);
  }
}
