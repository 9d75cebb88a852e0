import { Field, ObjectType } from 'type-graphql';

/** Views that answer for several domains. */

/** A confirmation (a deletion, a registration, a password change), in French. */
@ObjectType('Message')
export class MessageView {
  @Field(() => String) message!: string;
}
