import { emailChangeRules, loginRules, mySettingsRules, registrationRules } from '@pilotage/domain';
import { Field, InputType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@InputType()
export class LoginInput {
  @Field(() => String) @Rule(loginRules.username) username!: string;
  @Field(() => String) @Rule(loginRules.password) password!: string;
}

@InputType()
export class RegisterInput {
  @Field(() => String) @Rule(registrationRules.username) username!: string;
  @Field(() => String) @Rule(registrationRules.email) email!: string;
  @Field(() => String) @Rule(registrationRules.password) password!: string;
  @Field(() => String) @Rule(registrationRules.signupToken) signupToken!: string;
}

@InputType()
export class MySettingsInput {
  @Field(() => String, { nullable: true, description: 'Vide ou null pour le retirer.' })
  @Rule(mySettingsRules.telegramChatId)
  telegramChatId?: string | null;
}

@InputType()
export class EmailChangeInput {
  @Field(() => String) @Rule(emailChangeRules.email) email!: string;
  @Field(() => String, { description: 'Le mot de passe du compte : un jeton d’accès seul ne change pas l’adresse.' })
  @Rule(emailChangeRules.password)
  password!: string;
}
