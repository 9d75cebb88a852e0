import { Arg, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import { AccessTokenView } from '../../kernel/helpers/views';
import type { Context } from '../../kernel/context/context';
import { MessageView } from '../../kernel/helpers/views';
import {
  disableTwoFactor,
  enableTwoFactor,
  loginTwoFactor,
  regenerateRecoveryCodes,
  removeUserTwoFactor,
  setupTwoFactor,
} from './two-factor.service';
import {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  LoginTwoFactorInput,
  RecoveryCodesView,
  RegenerateRecoveryCodesInput,
  SetupTwoFactorInput,
  TwoFactorSetupView,
} from './two-factor.types';

@Resolver()
export class TwoFactorResolver {
  @Mutation(() => AccessTokenView, {
    description: 'Deuxième étape de la connexion : le mfaToken de login et un code (ou un code de secours).',
  })
  loginTwoFactor(
    @Ctx() ctx: Context,
    @Arg('input', () => LoginTwoFactorInput) input: LoginTwoFactorInput,
  ): Promise<AccessTokenView> {
    return loginTwoFactor(ctx, input);
  }

  @Mutation(() => TwoFactorSetupView, {
    description: 'Un nouveau secret, en attente de enableTwoFactor ; avec le mot de passe.',
  })
  setupTwoFactor(
    @Ctx() ctx: Context,
    @Arg('input', () => SetupTwoFactorInput) input: SetupTwoFactorInput,
  ): Promise<TwoFactorSetupView> {
    return setupTwoFactor(ctx, input);
  }

  @Mutation(() => RecoveryCodesView, {
    description:
      'Active la double authentification (mot de passe et premier code) ; rend les codes de secours, montrés une seule fois. Ferme les autres sessions.',
  })
  enableTwoFactor(
    @Ctx() ctx: Context,
    @Arg('input', () => EnableTwoFactorInput) input: EnableTwoFactorInput,
  ): Promise<RecoveryCodesView> {
    return enableTwoFactor(ctx, input);
  }

  @Mutation(() => RecoveryCodesView, {
    description: 'Dix nouveaux codes de secours à la place des anciens (mot de passe et code), montrés une seule fois.',
  })
  regenerateRecoveryCodes(
    @Ctx() ctx: Context,
    @Arg('input', () => RegenerateRecoveryCodesInput) input: RegenerateRecoveryCodesInput,
  ): Promise<RecoveryCodesView> {
    return regenerateRecoveryCodes(ctx, input);
  }

  @Mutation(() => MessageView, {
    description: 'Désactive la double authentification (mot de passe et code). Ferme les autres sessions.',
  })
  disableTwoFactor(
    @Ctx() ctx: Context,
    @Arg('input', () => DisableTwoFactorInput) input: DisableTwoFactorInput,
  ): Promise<MessageView> {
    return disableTwoFactor(ctx, input);
  }

  @Mutation(() => MessageView, {
    description:
      "Admin uniquement : retire la double authentification d'un autre utilisateur (Admin compris) et ferme ses sessions.",
  })
  removeUserTwoFactor(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return removeUserTwoFactor(ctx, id);
  }
}
