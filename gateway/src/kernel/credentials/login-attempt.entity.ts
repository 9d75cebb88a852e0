import { Entity, OptionalProps, Index, PrimaryKey, Property } from '@mikro-orm/core';

/** A failed sign-in, kept for the throttling window so every gateway replica sees it. */
@Entity({ tableName: 'login_attempts' })
@Index({ properties: ['username', 'attemptedAt'] })
@Index({ properties: ['clientAddress', 'attemptedAt'] })
export class LoginAttempt {
  [OptionalProps]?: 'attemptedAt';

  @PrimaryKey({ type: 'bigint' })
  id!: string;

  @Property({ type: 'string', length: 150 })
  username!: string;

  @Property({ type: 'string', length: 64 })
  clientAddress!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  attemptedAt: Date = new Date();
}
