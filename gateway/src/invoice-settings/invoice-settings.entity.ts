import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';

/** The company and payment details printed on invoices: a single row with id 1. */
@Entity({ tableName: 'invoice_settings' })
export class InvoiceSettings {
  [OptionalProps]?: Exclude<keyof InvoiceSettings, 'id' | typeof OptionalProps>;

  @PrimaryKey({ type: 'integer', autoincrement: false })
  id: number = 1;

  @Property({ type: 'text' }) companyName: string = '';
  @Property({ type: 'text' }) companyAddress1: string = '';
  @Property({ type: 'text' }) companyAddress2: string = '';
  @Property({ type: 'text' }) companyEmail: string = '';
  @Property({ type: 'text' }) companyPhone: string = '';
  @Property({ type: 'text' }) accountHolder: string = '';
  @Property({ type: 'text' }) bankName: string = '';
  @Property({ type: 'text' }) iban: string = '';
  @Property({ type: 'text' }) bic: string = '';
  @Property({ type: 'text' }) defaultNotes: string = '';

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
