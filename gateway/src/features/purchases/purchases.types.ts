import {
  SUPPLIER_INVOICE_FORMATS,
  SUPPLIER_INVOICE_ORIGINS,
  SUPPLIER_INVOICE_ORIGIN_LABELS,
  SUPPLIER_INVOICE_STATUSES,
  type SupplierInvoiceFormat,
  type SupplierInvoiceOrigin,
  type SupplierInvoiceStatus,
  TRANSACTION_CATEGORIES,
  supplierInvoiceApprovalRules,
  supplierInvoiceEditRules,
  supplierInvoicePaymentRules,
  supplierInvoiceRefusalRules,
} from '@pilotage/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('StoredFile', { description: 'Un fichier original conservé tel que reçu.' })
export class StoredFileView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'Le nom donné par l’expéditeur.' }) fileName!: string;
  @Field(() => String, { description: 'Le type lu dans ses premiers octets (PDF, XML, JPEG, PNG).' })
  contentType!: string;
  @Field(() => Int, { description: 'En octets.' }) size!: number;
  @Field(() => String, { description: 'SHA-256 en hexadécimal.' }) sha256!: string;
}

@ObjectType('SupplierInvoiceLine', { description: 'Une ligne telle que lue dans le document.' })
export class SupplierInvoiceLineView {
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true, description: 'Texte décimal du document.' }) quantity!: string | null;
  @Field(() => String, { nullable: true, description: 'Prix unitaire HT, texte décimal du document.' }) unitPrice!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Taux de TVA en %.' }) vatRate!: string | null;
  @Field(() => Float, { nullable: true, description: 'Montant HT de la ligne.' }) total!: number | null;
}

@ObjectType('SupplierInvoiceVat', { description: 'La TVA d’un taux, telle que lue dans le document.' })
export class SupplierInvoiceVatView {
  @Field(() => String, { description: 'Taux en %.' }) rate!: string;
  @Field(() => Float, { nullable: true }) base!: number | null;
  @Field(() => Float, { nullable: true }) amount!: number | null;
}

@ObjectType('SupplierInvoice', { description: 'Une facture fournisseur ou un justificatif reçu.' })
export class SupplierInvoiceView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'FF-AAAA-NNNN, dans l’ordre de réception.' }) reference!: string;
  @Field(() => String, { description: `${SUPPLIER_INVOICE_STATUSES.join(', ')}.` }) status!: SupplierInvoiceStatus;
  @Field(() => String, { description: `${SUPPLIER_INVOICE_FORMATS.join(', ')}.` }) format!: SupplierInvoiceFormat;
  @Field(() => String, { description: 'invoice (facture) ou credit_note (avoir).' }) kind!: string;
  @Field(() => String, {
    description: `D’où vient l’original : ${SUPPLIER_INVOICE_ORIGINS.map((origin) => `${origin} (« ${SUPPLIER_INVOICE_ORIGIN_LABELS[origin]} »)`).join(', ')}.`,
  })
  origin!: SupplierInvoiceOrigin;
  @Field(() => String, { nullable: true, description: 'Le flux de la plateforme agréée qui l’a apportée.' })
  flowId!: string | null;
  @Field(() => String) supplierName!: string;
  @Field(() => String, { nullable: true }) supplierSiren!: string | null;
  @Field(() => String, { nullable: true }) supplierSiret!: string | null;
  @Field(() => String, { nullable: true }) supplierVatNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Le numéro donné par le fournisseur.' }) number!: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) issueDate!: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) dueDate!: string | null;
  @Field(() => String) currency!: string;
  @Field(() => String, { nullable: true }) iban!: string | null;
  @Field(() => Float, { nullable: true, description: 'Total HT.' }) subtotal!: number | null;
  @Field(() => Float, { nullable: true }) vatTotal!: number | null;
  @Field(() => Float, { nullable: true, description: 'Total TTC.' }) total!: number | null;
  @Field(() => [SupplierInvoiceLineView]) lines!: SupplierInvoiceLineView[];
  @Field(() => [SupplierInvoiceVatView]) vatBreakdown!: SupplierInvoiceVatView[];
  @Field(() => [String], { description: 'Les anomalies trouvées à la lecture, en français.' }) problems!: string[];
  @Field(() => String) category!: string;
  @Field(() => Int, { nullable: true }) relatedEmployeeId!: number | null;
  @Field(() => String, { nullable: true }) relatedEmployeeName!: string | null;
  @Field(() => String, { nullable: true }) refusalReason!: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ du paiement.' }) paidAt!: string | null;
  @Field(() => Int, { nullable: true, description: 'La transaction de dépense créée par le paiement.' })
  paymentTransactionId!: number | null;
  @Field(() => StoredFileView) file!: StoredFileView;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC) de la réception.' }) createdAt!: string;
}

@ObjectType('SupplierInvoicePage')
export class SupplierInvoicePage extends Page(SupplierInvoiceView) {}

const edit = supplierInvoiceEditRules;

@InputType({ description: 'Les champs modifiables tant que la facture est « À valider » ; absent : inchangé.' })
export class SupplierInvoiceEditInput {
  @Field(() => String, { nullable: true }) @Rule(edit.supplierName) supplierName?: string | null;
  @Field(() => String, { nullable: true }) @Rule(edit.supplierSiren) supplierSiren?: string | null;
  @Field(() => String, { nullable: true }) @Rule(edit.supplierVatNumber) supplierVatNumber?: string | null;
  @Field(() => String, { nullable: true }) @Rule(edit.number) number?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) @Rule(edit.issueDate) issueDate?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) @Rule(edit.dueDate) dueDate?: string | null;
  @Field(() => Float, { nullable: true }) @Rule(edit.subtotal) subtotal?: number | string | null;
  @Field(() => Float, { nullable: true }) @Rule(edit.vatTotal) vatTotal?: number | string | null;
  @Field(() => Float, { nullable: true }) @Rule(edit.total) total?: number | string | null;
  @Field(() => String, { nullable: true }) @Rule(edit.iban) iban?: string | null;
}

@InputType()
export class SupplierInvoiceApprovalInput {
  @Field(() => String, {
    nullable: true,
    description: `Catégorie de la dépense : ${TRANSACTION_CATEGORIES.join(', ')}.`,
  })
  @Rule(supplierInvoiceApprovalRules.category)
  category?: string | null;
  @Field(() => Int, { nullable: true }) @Rule(supplierInvoiceApprovalRules.relatedEmployeeId) relatedEmployeeId?:
    number | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Obligatoire (true) quand la facture présente des anomalies : approuver malgré elles.',
  })
  @Rule(supplierInvoiceApprovalRules.confirm)
  confirm?: boolean | null;
}

@InputType()
export class SupplierInvoiceRefusalInput {
  @Field(() => String, { description: 'Le motif du refus (journalisé).' })
  @Rule(supplierInvoiceRefusalRules.reason)
  reason!: string;
}

@InputType()
export class SupplierInvoicePaymentInput {
  @Field(() => String, { description: 'AAAA-MM-JJ du paiement.' })
  @Rule(supplierInvoicePaymentRules.date)
  date!: string;
}

@InputType({ description: 'Filtres de la liste des factures fournisseurs.' })
export class SupplierInvoiceFilterInput {
  @Field(() => String, { nullable: true, description: `${SUPPLIER_INVOICE_STATUSES.join(', ')}.` }) status?: string;
  @Field(() => String, { nullable: true, description: `${SUPPLIER_INVOICE_ORIGINS.join(', ')}.` }) origin?: string;
  @Field(() => String, { nullable: true, description: 'Partie du nom du fournisseur, ou son SIREN.' })
  supplier?: string;
  @Field(() => String, { nullable: true, description: 'Émises depuis ce jour (AAAA-MM-JJ), inclus.' }) from?: string;
  @Field(() => String, { nullable: true, description: 'Émises jusqu’à ce jour (AAAA-MM-JJ), inclus.' }) to?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Partie du fournisseur, du numéro ou de la référence, majuscules et accents ignorés.',
  })
  q?: string;
}
