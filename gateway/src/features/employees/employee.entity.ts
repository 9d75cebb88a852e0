import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { User } from '../users/user.entity';

@Entity({ tableName: 'employees' })
export class Employee {
  [OptionalProps]?: 'notes' | 'manager' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text' })
  notes: string = '';

  /** An Admin or Manager account responsible for this employee. */
  @ManyToOne(() => User, { fieldName: 'manager_user_id', nullable: true, deleteRule: 'set null' })
  manager: User | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
