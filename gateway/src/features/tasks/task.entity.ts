import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { type Frequency, TODO, type TaskStatus } from '@pilotage/domain';
import { Employee } from '../employees/employee.entity';

@Entity({ tableName: 'tasks' })
export class Task {
  [OptionalProps]?:
    | 'description'
    | 'dueDate'
    | 'status'
    | 'assignedEmployee'
    | 'isRoutine'
    | 'frequency'
    | 'nextOccurrenceCreated'
    | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'string', length: 300 })
  title!: string;

  @Property({ type: 'text' })
  description: string = '';

  /** 'YYYY-MM-DD'. */
  @Property({ type: 'date', nullable: true })
  dueDate: string | null = null;

  @Property({ type: 'string', length: 20 })
  status: TaskStatus = TODO;

  @ManyToOne(() => Employee, { fieldName: 'assigned_employee_id', nullable: true, deleteRule: 'cascade' })
  assignedEmployee: Employee | null = null;

  @Property({ type: 'boolean' })
  isRoutine: boolean = false;

  @Property({ type: 'string', length: 20, nullable: true })
  frequency: Frequency | null = null;

  /** Set once the next occurrence of this routine task exists, so it is created exactly once. */
  @Property({ type: 'boolean' })
  nextOccurrenceCreated: boolean = false;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
