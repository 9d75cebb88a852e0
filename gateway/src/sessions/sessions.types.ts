import { Field, InputType } from 'type-graphql';
import { MaxLengthOf, Required } from '../shared/validation';
import { ResetPasswordInput } from '../users/users.types';

export const CURRENT_PASSWORD_WRONG = 'Le mot de passe actuel est incorrect.';
export const PASSWORD_CHANGED = 'Mot de passe modifié. Vos autres sessions ont été fermées.';

/** The new password follows the Admin reset's rules (inherited); the current one proves who asks. */
@InputType()
export class ChangePasswordInput extends ResetPasswordInput {
  @Field(() => String)
  @Required('Veuillez saisir votre mot de passe actuel.')
  @MaxLengthOf(1024, CURRENT_PASSWORD_WRONG)
  currentPassword!: string;
}
