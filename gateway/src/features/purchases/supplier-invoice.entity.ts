import { Entity, ManyToOne, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { SupplierInvoiceFormat, SupplierInvoiceOrigin, SupplierInvoiceStatus } from '@pilotage/domain';
import { Employee } from '../employees/employee.entity';
import { FinancialTransaction } from '../financials/financial-transaction.entity';

/** A received supplier invoice or receipt (migration Migration202611280200000001_supplier_invoices). */
@Entity({ tableName: 'supplier_invoices' })
export class SupplierInvoice {
  [OptionalProps]?:
    | 'status'
    | 'kind'
    | 'origin'
    | 'flowId'
    | 'currency'
    | 'category'
    | 'relatedEmployee'
    | 'refusalReason'
    | 'paidAt'
    | 'paymentTransaction'
    | 'createdAt'
    | 'updatedAt';

  @PrimaryKey({ type: 'integer' })
  id!: number;

  /** FF-AAAA-NNNN, in the order of reception. */
  @Property({ type: 'text' })
  reference!: string;

  @Property({ type: 'text' })
  status: SupplierInvoiceStatus = 'À valider';

  @Property({ type: 'text' })
  format!: SupplierInvoiceFormat;

  @Property({ type: 'text' })
  kind: 'invoice' | 'credit_note' = 'invoice';

  /** Dropped on the screen, or delivered by the Plateforme Agréée (Migration2026121100000000001_e_invoicing_reception). */
  @Property({ type: 'text' })
  origin: SupplierInvoiceOrigin = 'upload';

  /** The platform's flow it came in, unique. */
  @Property({ type: 'text', nullable: true })
  flowId: string | null = null;

  /** The original in stored_files, never changed. */
  @Property({ type: 'integer' })
  fileId!: number;

  @Property({ type: 'text' })
  supplierName!: string;

  @Property({ type: 'text', nullable: true })
  supplierSiren!: string | null;

  @Property({ type: 'text', nullable: true })
  supplierSiret!: string | null;

  @Property({ type: 'text', nullable: true })
  supplierVatNumber!: string | null;

  @Property({ type: 'text', nullable: true })
  number!: string | null;

  @Property({ type: 'date', nullable: true })
  issueDate!: string | null;

  @Property({ type: 'date', nullable: true })
  dueDate!: string | null;

  @Property({ type: 'text' })
  currency: string = 'EUR';

  @Property({ type: 'text', nullable: true })
  iban!: string | null;

  /** numeric(14,2) as its decimal text ('1200.00'), or null while unknown. */
  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true })
  subtotal!: string | null;

  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true })
  vatTotal!: string | null;

  @Property({ type: 'decimal', columnType: 'numeric(14,2)', nullable: true })
  total!: string | null;

  @Property({ type: 'json' })
  lines!: unknown[];

  @Property({ type: 'json' })
  vatBreakdown!: unknown[];

  /** The checks' French sentences, as found when the file was read. */
  @Property({ type: 'json' })
  problems!: string[];

  @Property({ type: 'text' })
  category: string = '';

  @ManyToOne(() => Employee, { fieldName: 'related_employee_id', nullable: true, deleteRule: 'set null' })
  relatedEmployee: Employee | null = null;

  @Property({ type: 'text', nullable: true })
  refusalReason: string | null = null;

  @Property({ type: 'date', nullable: true })
  paidAt: string | null = null;

  @ManyToOne(() => FinancialTransaction, {
    fieldName: 'payment_transaction_id',
    nullable: true,
    deleteRule: 'set null',
  })
  paymentTransaction: FinancialTransaction | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: 'integer', nullable: true })
  createdBy!: number | null;
}
