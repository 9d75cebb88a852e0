import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity';

/** « Règle de rapprochement »: a line whose label contains a text and/or whose amount lies between two bounds becomes a transaction of this kind. */
@Entity({ tableName: 'bank_rules' })
export class BankRule {
  [OptionalProps]?: 'category' | 'description' | 'relatedEmployee' | 'relatedSource' | 'enabled' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text', nullable: true })
  labelContains: string | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true })
  minAmount: string | null = null;

  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true })
  maxAmount: string | null = null;

  @Property({ type: 'string', length: 100 })
  category: string = '';

  /** The created transaction's description; empty: the line's label. */
  @Property({ type: 'text' })
  description: string = '';

  @ManyToOne(() => Employee, { fieldName: 'related_employee_id', nullable: true, deleteRule: 'set null' })
  relatedEmployee: Employee | null = null;

  @Property({ type: 'string', length: 200 })
  relatedSource: string = '';

  /** Rank among the rules: their proposals come in this order. */
  @Property({ type: 'integer' })
  position!: number;

  /** Switched off, a rule is kept but proposes nothing. */
  @Property({ type: 'boolean', default: true })
  enabled: boolean = true;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
