import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

@Entity({ tableName: 'signup_tokens' })
export class SignupToken {
  [OptionalProps]?: 'createdAt' | 'isUsed' | 'usedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 64, unique: true })
  token!: string;

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
