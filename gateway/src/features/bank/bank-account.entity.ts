import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { CsvMapping } from './csv-mapping';

@Entity({ tableName: 'bank_accounts' })
export class BankAccount {
  [OptionalProps]?: 'openingBalance' | 'csvMapping' | 'createdAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  @Property({ type: 'text' })
  name!: string;

  /** Compact and upper case: 'FR7630006000011234567890189'. */
  @Property({ type: 'text' })
  iban!: string;

  /** numeric(14,2) as its decimal text. */
  @Property({ type: 'decimal', columnType: 'numeric(14,2)' })
  openingBalance: string = '0.00';

  /** 'YYYY-MM-DD'. */
  @Property({ type: 'date' })
  openingDate!: string;

  /** How this bank's CSV exports are read, once corrected in a preview. */
  @Property({ type: 'json', nullable: true })
  csvMapping: CsvMapping | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
