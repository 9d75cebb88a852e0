import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { EmailAddress, MaxLengthOf, OneOf, Required } from '../shared/validation';
import { MinLength } from 'class-validator';
import { ROLES, type Role } from './user.entity';

export const ROLE_MESSAGE = 'Rôle invalide : choisissez Admin, Manager ou Employé.';
export const EMAIL_MESSAGE = 'Veuillez entrer une adresse email valide.';
export const USERNAME_TOO_LONG = "Le nom d'utilisateur ne peut pas dépasser 150 caractères.";

@ObjectType('User', { description: 'Un compte utilisateur.' })
export class UserView {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'Admin, Manager ou Employé.' }) role!: Role;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('CurrentUser', { description: "L'utilisateur connecté, avec ses réglages personnels." })
export class CurrentUserView extends UserView {
  @Field(() => String, { nullable: true }) telegramChatId!: string | null;
}

@ObjectType('Message')
export class MessageView {
  @Field(() => String) message!: string;
}

const REQUIRED_FIELDS = 'Veuillez remplir tous les champs obligatoires.';

@InputType()
export class CreateUserInput {
  @Field(() => String) @Required(REQUIRED_FIELDS) @MaxLengthOf(150, USERNAME_TOO_LONG) username!: string;
  @Field(() => String) @Required(REQUIRED_FIELDS) @EmailAddress(EMAIL_MESSAGE) @MaxLengthOf(254, EMAIL_MESSAGE) email!: string;
  @Field(() => String)
  @Required(REQUIRED_FIELDS)
  @MinLength(6, { message: 'Le mot de passe doit contenir au moins 6 caractères.' })
  @MaxLengthOf(1024, 'Le mot de passe ne peut pas dépasser 1024 caractères.')
  password!: string;
  @Field(() => String, { nullable: true, description: 'Employé par défaut.' }) @OneOf([...ROLES, undefined, null], ROLE_MESSAGE)
  role?: Role | null;
}

const USERNAME_AND_EMAIL = "Le nom d'utilisateur et l'email sont obligatoires.";

@InputType()
export class UpdateUserInput {
  @Field(() => String) @Required(USERNAME_AND_EMAIL) @MaxLengthOf(150, USERNAME_TOO_LONG) username!: string;
  @Field(() => String) @Required(USERNAME_AND_EMAIL) @EmailAddress(EMAIL_MESSAGE) @MaxLengthOf(254, EMAIL_MESSAGE) email!: string;
  @Field(() => String, { nullable: true, description: 'Inchangé si absent.' }) @OneOf([...ROLES, undefined, null], ROLE_MESSAGE)
  role?: Role | null;
}

const NEW_PASSWORD_TOO_SHORT = 'Le nouveau mot de passe doit faire au moins 6 caractères.';

@InputType()
export class ResetPasswordInput {
  @Field(() => String)
  @Required(NEW_PASSWORD_TOO_SHORT)
  @MinLength(6, { message: NEW_PASSWORD_TOO_SHORT })
  @MaxLengthOf(1024, 'Le mot de passe ne peut pas dépasser 1024 caractères.')
  newPassword!: string;
}
