import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { DEFAULT_LATE_PENALTY_RATE, DEFAULT_PAYMENT_TERMS_DAYS, type VatRegime } from '@pilotage/domain';

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
  // The legal mentions (Code de commerce L441-9); their column defaults keep older rows valid.
  @Property({ type: 'text' }) siret: string = '';
  @Property({ type: 'text' }) legalForm: string = '';
  @Property({ type: 'boolean' }) soleTrader: boolean = false;
  @Property({ type: 'text' }) shareCapital: string = '';
  @Property({ type: 'text' }) registration: string = '';
  @Property({ type: 'text' }) vatNumber: string = '';
  @Property({ type: 'text' }) vatRegime: VatRegime = 'franchise';
  @Property({ type: 'integer' }) paymentTermsDays: number = DEFAULT_PAYMENT_TERMS_DAYS;
  @Property({ type: 'text' }) latePenaltyRate: string = DEFAULT_LATE_PENALTY_RATE;

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();
}
