import {
  disableTwoFactorRules,
  enableTwoFactorRules,
  loginTwoFactorRules,
  regenerateRecoveryCodesRules,
  setupTwoFactorRules,
} from '@pilotage/domain';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('TwoFactorSetup', {
  description: 'Le secret à enregistrer dans une application d’authentification (QR code ou saisie).',
})
export class TwoFactorSetupView {
  @Field(() => String, { description: 'Secret en base32, à saisir à la main si le QR code ne peut pas être lu.' })
  secret!: string;
  @Field(() => String, { description: 'Adresse otpauth:// que le QR code contient.' }) otpauthUrl!: string;
}

@ObjectType('RecoveryCodes', { description: 'Les codes de secours, montrés une seule fois.' })
export class RecoveryCodesView {
  @Field(() => [String], { description: 'Dix codes, chacun utilisable une fois à la place du code de vérification.' })
  recoveryCodes!: string[];
}

@ObjectType('LoginResult', {
  description:
    'Sans double authentification : accessToken. Avec : mfaRequired et mfaToken, à donner à loginTwoFactor avec le code.',
})
export class LoginResultView {
  @Field(() => String, {
    nullable: true,
    description: 'JWT HS256, valable 12 heures ; null quand un code est encore demandé.',
  })
  accessToken!: string | null;
  @Field(() => Boolean, { description: 'Vrai quand la connexion attend le code de vérification.' })
  mfaRequired!: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Jeton de la deuxième étape, valable 5 minutes et une seule fois.',
  })
  mfaToken!: string | null;
}

const PASSWORD = { description: 'Le mot de passe du compte : un jeton d’accès seul ne change pas un facteur.' };

@InputType()
export class SetupTwoFactorInput {
  @Field(() => String, PASSWORD) @Rule(setupTwoFactorRules.password) password!: string;
}

@InputType()
export class EnableTwoFactorInput {
  @Field(() => String, PASSWORD) @Rule(enableTwoFactorRules.password) password!: string;
  @Field(() => String, { description: "Le code à 6 chiffres de l'application." })
  @Rule(enableTwoFactorRules.code)
  code!: string;
}

@InputType()
export class RegenerateRecoveryCodesInput {
  @Field(() => String, PASSWORD) @Rule(regenerateRecoveryCodesRules.password) password!: string;
  @Field(() => String, { description: "Le code de l'application, ou un code de secours inutilisé." })
  @Rule(regenerateRecoveryCodesRules.code)
  code!: string;
}

@InputType()
export class DisableTwoFactorInput {
  @Field(() => String, PASSWORD) @Rule(disableTwoFactorRules.password) password!: string;
  @Field(() => String, { description: "Le code de l'application, ou un code de secours inutilisé." })
  @Rule(disableTwoFactorRules.code)
  code!: string;
}

@InputType()
export class LoginTwoFactorInput {
  @Field(() => String) @Rule(loginTwoFactorRules.mfaToken) mfaToken!: string;
  @Field(() => String, { nullable: true, description: "Le code à 6 chiffres de l'application." })
  @Rule(loginTwoFactorRules.code)
  code?: string | null;
  @Field(() => String, { nullable: true, description: 'Un code de secours, à la place du code.' })
  @Rule(loginTwoFactorRules.recoveryCode)
  recoveryCode?: string | null;
}
