import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity';

export const TASK_STATUSES = ['À faire', 'En cours', 'Terminé'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const DONE: TaskStatus = 'Terminé';

/** spec.md's frequencies, in order of increasing period. */
export const FREQUENCIES = ['Journalier', 'Hebdomadaire', 'Bi-hebdomadaire', 'Mensuel', 'Trimestriel', 'Annuel'] as const;
export type Frequency = (typeof FREQUENCIES)[number];

@Entity({ tableName: 'tasks' })
export class Task {
  [OptionalProps]?: 'description' | 'dueDate' | 'status' | 'assignedEmployee' | 'isRoutine' | 'frequency' | 'nextOccurrenceCreated' | 'createdAt';

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
  status: TaskStatus = 'À faire';

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
