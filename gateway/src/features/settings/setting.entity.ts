import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** One global setting: a string value under a known key (see settings.service.ts). */
@Entity({ tableName: 'settings' })
export class Setting {
  [OptionalProps]?: 'updatedAt';

  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ type: 'text' })
  value!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
