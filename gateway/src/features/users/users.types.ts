import { type Role, newUserRules, passwordResetRules, userEditRules } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('User', { description: 'Un compte utilisateur.' })
export class UserView {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Admin, Manager ou Employé.' }) role!: Role;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
  @Field(() => Boolean, { description: 'La double authentification (TOTP) est activée.' }) twoFactorEnabled!: boolean;
}

@ObjectType('CurrentUser', { description: "L'utilisateur connecté, avec ses réglages personnels." })
export class CurrentUserView extends UserView {
  @Field(() => String, { nullable: true }) telegramChatId!: string | null;
  @Field(() => String, {
    description:
      "Fuseau horaire de l'entreprise (APP_TIMEZONE) : il décide du jour courant, des retards et des dates par défaut.",
  })
  businessTimeZone!: string;
  @Field(() => String, { description: "Aujourd'hui dans ce fuseau, AAAA-MM-JJ." }) today!: string;
  @Field(() => Boolean, {
    description:
      'Admin sans double authentification alors que le réglage require_2fa_for_admins l’exige : rien d’autre ne lui est permis avant de l’activer.',
  })
  twoFactorRequired!: boolean;
}

@InputType()
export class CreateUserInput {
  @Field(() => String) @Rule(newUserRules.username) username!: string;
  @Field(() => String) @Rule(newUserRules.email) email!: string;
  @Field(() => String) @Rule(newUserRules.password) password!: string;
  @Field(() => String, { nullable: true, description: 'Employé par défaut.' })
  @Rule(newUserRules.role)
  role?: Role | null;
}

@InputType()
export class UpdateUserInput {
  @Field(() => String) @Rule(userEditRules.username) username!: string;
  @Field(() => String) @Rule(userEditRules.email) email!: string;
  @Field(() => String, { nullable: true, description: 'Inchangé si absent.' })
  @Rule(userEditRules.role)
  role?: Role | null;
}

@InputType()
export class ResetPasswordInput {
  @Field(() => String) @Rule(passwordResetRules.newPassword) newPassword!: string;
}
