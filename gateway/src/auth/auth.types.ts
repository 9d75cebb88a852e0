import { Field, InputType, ObjectType } from 'type-graphql';
import { EmailAddress, MaxLengthOf, OptionalString, Required } from '../shared/validation';
import { MinLength } from 'class-validator';
import { EMAIL_MESSAGE, USERNAME_TOO_LONG } from '../users/users.types';

@ObjectType('AccessToken')
export class AccessTokenView {
  @Field(() => String, { description: 'JWT HS256, valable 12 heures.' }) accessToken!: string;
}

const CREDENTIALS_REQUIRED = "Veuillez saisir le nom d'utilisateur et le mot de passe.";

@InputType()
export class LoginInput {
  @Field(() => String) @Required(CREDENTIALS_REQUIRED) @MaxLengthOf(150, 'Identifiants invalides.') username!: string;
  @Field(() => String) @Required(CREDENTIALS_REQUIRED) @MaxLengthOf(1024, 'Identifiants invalides.') password!: string;
}

const ALL_FIELDS = "Tous les champs, y compris le jeton d'inscription, sont requis.";

@InputType()
export class RegisterInput {
  @Field(() => String) @Required(ALL_FIELDS) @MaxLengthOf(150, USERNAME_TOO_LONG) username!: string;
  @Field(() => String) @Required(ALL_FIELDS) @EmailAddress(EMAIL_MESSAGE) @MaxLengthOf(254, EMAIL_MESSAGE) email!: string;
  @Field(() => String)
  @Required(ALL_FIELDS)
  @MinLength(6, { message: 'Le mot de passe doit faire au moins 6 caractères' })
  @MaxLengthOf(1024, 'Le mot de passe ne peut pas dépasser 1024 caractères.')
  password!: string;
  @Field(() => String) @Required(ALL_FIELDS) @MaxLengthOf(64, "Jeton d'inscription invalide.") signupToken!: string;
}

export const CHAT_ID_MESSAGE = 'Chat ID invalide : un identifiant numérique (ex. 123456789) ou un @nom de canal est attendu.';

@InputType()
export class MySettingsInput {
  @Field(() => String, { nullable: true, description: 'Vide ou null pour le retirer.' })
  @OptionalString(CHAT_ID_MESSAGE, 64)
  telegramChatId?: string | null;
}
