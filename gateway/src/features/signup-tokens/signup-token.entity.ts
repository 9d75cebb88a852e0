import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'signup_tokens' })
export class SignupToken {
  [OptionalProps]?: 'createdAt' | 'isUsed' | 'usedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Sealed (shared/secret-box.ts): the token itself is never stored in clear. */
  @Property({ type: 'text' })
  token!: string;

  /** HMAC of the token (secret-box `lookupHash`): how registration finds it. */
  @Property({ type: 'text', unique: true })
  tokenHash!: string;

  @Property({ type: 'boolean' })
  isUsed: boolean = false;

  @Property({ type: 'datetime', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** Past this instant an unused token no longer registers anyone (SIGNUP_TOKEN_TTL_DAYS after creation). */
  @Property({ type: 'datetime' })
  expiresAt!: Date;
}
