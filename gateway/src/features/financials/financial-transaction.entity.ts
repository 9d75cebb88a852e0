import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Employee } from '../employees/employee.entity';

@Entity({ tableName: 'financial_transactions' })
export class FinancialTransaction {
  [OptionalProps]?: 'category' | 'relatedEmployee' | 'relatedSource' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** Signed, exact: numeric(14,2) read and written as its decimal text ('-12.30'). */
  @Property({ type: 'decimal', columnType: 'numeric(14,2)' })
  amount!: string;

  @Property({ type: 'text' })
  description!: string;

  /** 'YYYY-MM-DD'. */
  @Property({ type: 'date' })
  date!: string;

  @Property({ type: 'string', length: 100 })
  category: string = '';

  @ManyToOne(() => Employee, { fieldName: 'related_employee_id', nullable: true, deleteRule: 'set null' })
  relatedEmployee: Employee | null = null;

  @Property({ type: 'string', length: 200 })
  relatedSource: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
