import { Field, ObjectType } from 'type-graphql';

/** Views that answer for several domains. */

/** A confirmation (a deletion, a registration, a password change), in French. */
@ObjectType('Message')
export class MessageView {
  @Field(() => String) message!: string;
}

/** A signed-in session's token: the answer of signing in, with or without the two-factor step. */
@ObjectType('AccessToken')
export class AccessTokenView {
  @Field(() => String, { description: 'JWT HS256, valable 12 heures.' }) accessToken!: string;
}
