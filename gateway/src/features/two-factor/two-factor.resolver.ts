import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { AccessTokenView } from '../../kernel/helpers/views';
import type { Context } from '../../kernel/context/context';
import { MessageView } from '../../kernel/helpers/views';
import { disableTwoFactor, enableTwoFactor, loginTwoFactor, removeUserTwoFactor, setupTwoFactor } from './two-factor.service';
import { DisableTwoFactorInput, EnableTwoFactorInput, LoginTwoFactorInput, RecoveryCodesView, TwoFactorSetupView } from './two-factor.types';

@Resolver()
export class TwoFactorResolver {
  @Mutation(() => AccessTokenView, { description: 'Deuxième étape de la connexion : le mfaToken de login et un code (ou un code de secours).' })
  loginTwoFactor(@Ctx() ctx: Context, @Arg('input', () => LoginTwoFactorInput) input: LoginTwoFactorInput): Promise<AccessTokenView> {
    return loginTwoFactor(ctx, input);
  }

  @Mutation(() => TwoFactorSetupView, { description: 'Un nouveau secret, en attente de enableTwoFactor.' })
  setupTwoFactor(@Ctx() ctx: Context): Promise<TwoFactorSetupView> {
    return setupTwoFactor(ctx);
  }

  @Mutation(() => RecoveryCodesView, { description: 'Active la double authentification ; rend les codes de secours, montrés une seule fois.' })
  enableTwoFactor(@Ctx() ctx: Context, @Arg('input', () => EnableTwoFactorInput) input: EnableTwoFactorInput): Promise<RecoveryCodesView> {
    return enableTwoFactor(ctx, input);
  }

  @Mutation(() => MessageView)
  disableTwoFactor(@Ctx() ctx: Context, @Arg('input', () => DisableTwoFactorInput) input: DisableTwoFactorInput): Promise<MessageView> {
    return disableTwoFactor(ctx, input);
  }

  @Mutation(() => MessageView, { description: "Admin uniquement : retire la double authentification d'un autre utilisateur." })
  removeUserTwoFactor(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return removeUserTwoFactor(ctx, id);
  }
}
