import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { Role } from '@pilotage/domain';

@Entity({ tableName: 'users' })
export class User {
  [OptionalProps]?: 'createdAt' | 'telegramChatId' | 'totpEnabledAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 150 })
  username!: string;

  @Property({ type: 'string', length: 254 })
  email!: string;

  @Property({ type: 'text', hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 20 })
  role!: Role;

  @Property({ type: 'string', length: 64, nullable: true })
  telegramChatId: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  /** When two-factor sign-in was turned on; null when it is off (the secrets: kernel/credentials/totp.ts, raw SQL). */
  @Property({ type: 'datetime', nullable: true })
  totpEnabledAt: Date | null = null;
}
