import { passwordChangeRules, apiMessages } from '@pilotage/domain';
import { Field, InputType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { ResetPasswordInput } from '../users/users.types';

export const PASSWORD_CHANGED = apiMessages.passwordChanged;

/** The new password follows the Admin reset's rules (inherited); the current one proves who asks. */
@InputType()
export class ChangePasswordInput extends ResetPasswordInput {
  @Field(() => String) @Rule(passwordChangeRules.currentPassword) currentPassword!: string;
}
