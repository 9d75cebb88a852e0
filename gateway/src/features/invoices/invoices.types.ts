import {
  INVOICE_STATUSES,
  NETWORK_FILTERS,
  OPERATION_CATEGORIES,
  VAT_RATES,
  cancelPaymentRules,
  creditNoteRules,
  invoicePaymentRules,
  issueInvoiceRules,
  sendInvoiceRules,
} from '@pilotage/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { InvoiceSettingsView } from '../invoice-settings/invoice-settings.types';
import { Page } from '../../kernel/helpers/pagination';

const RATES = `${VAT_RATES.join(', ')}.`;

@ObjectType('InvoiceLine')
export class InvoiceLineView {
  @Field(() => String) description!: string;
  @Field(() => Float, { description: 'Jusqu’à 3 décimales.' }) quantity!: number;
  @Field(() => Float, { description: 'Prix unitaire HT en euros.' }) unitPrice!: number;
  @Field(() => Float, { description: `Taux de TVA en % : ${RATES}` }) vatRate!: number;
  @Field(() => Float, { description: 'Total HT de la ligne, arrondi au centime (demi supérieur).' }) total!: number;
}

@ObjectType('InvoiceVatAmount', { description: 'TVA d’un taux : base HT et montant.' })
export class InvoiceVatAmountView {
  @Field(() => Float) rate!: number;
  @Field(() => Float) base!: number;
  @Field(() => Float) vat!: number;
}

@ObjectType('InvoiceSeller', { description: 'Les paramètres de facture au moment de l’émission.' })
export class InvoiceSellerView extends InvoiceSettingsView {}

@ObjectType('InvoiceCreditNoteRef', { description: 'Un avoir émis sur la facture.' })
export class InvoiceCreditNoteRefView {
  @Field(() => Int) id!: number;
  @Field(() => String) number!: string;
  @Field(() => Float) total!: number;
}

@ObjectType('Invoice', { description: 'Une facture ou un avoir émis : jamais modifié ni supprimé.' })
export class InvoiceView {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'invoice (facture) ou credit_note (avoir).' }) kind!: string;
  @Field(() => String) number!: string;
  @Field(() => String, { description: `${INVOICE_STATUSES.join(', ')}.` }) status!: string;
  @Field(() => String) clientName!: string;
  @Field(() => String) clientAddress!: string;
  @Field(() => String, { nullable: true, description: '9 chiffres.' }) clientSiren!: string | null;
  @Field(() => String, { nullable: true }) clientVatNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'Adresse de courriel du client.' }) clientEmail!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Horodatage ISO 8601 (UTC) du dernier envoi par courriel remis au serveur, null si jamais envoyée.',
  })
  sentAt!: string | null;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) issueDate!: string;
  @Field(() => String, {
    nullable: true,
    description: 'AAAA-MM-JJ : date de la vente ou de la prestation si elle diffère.',
  })
  serviceDate!: string | null;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) dueDate!: string;
  @Field(() => String, { description: `${OPERATION_CATEGORIES.join(', ')}.` }) operationCategory!: string;
  @Field(() => [InvoiceLineView]) lines!: InvoiceLineView[];
  @Field(() => Float, { description: 'Total HT.' }) subtotal!: number;
  @Field(() => [InvoiceVatAmountView], { description: 'Un élément par taux de TVA, du plus élevé au plus bas.' })
  vatBreakdown!: InvoiceVatAmountView[];
  @Field(() => Float) vatTotal!: number;
  @Field(() => Float, { description: 'Total TTC.' }) total!: number;
  @Field(() => String) notes!: string;
  @Field(() => InvoiceSellerView) seller!: InvoiceSellerView;
  @Field(() => Int, { nullable: true, description: 'Pour un avoir : la facture créditée.' }) creditedInvoiceId!:
    number | null;
  @Field(() => String, { nullable: true }) creditedInvoiceNumber!: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) creditedInvoiceIssueDate!: string | null;
  @Field(() => String, { nullable: true }) creditReason!: string | null;
  @Field(() => [InvoiceCreditNoteRefView], { description: 'Pour une facture : ses avoirs.' })
  creditNotes!: InvoiceCreditNoteRefView[];
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ du paiement enregistré.' }) paidAt!: string | null;
  @Field(() => Int, { nullable: true, description: 'La transaction de revenu créée par le paiement.' })
  paymentTransactionId!: number | null;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
  @Field(() => String, {
    description: `État sur le réseau de facturation électronique : ${NETWORK_FILTERS.join(', ')}.`,
  })
  networkState!: string;
  @Field(() => String, {
    description: '« Déposée », « Rejetée », « Refusée », « Encaissée »… ou « Non concernée » (client sans SIREN).',
  })
  networkLabel!: string;
  @Field(() => [String], { description: 'Les motifs de rejet (plateforme) ou de refus (client), en français.' })
  networkReasons!: string[];
}

@ObjectType('InvoicePage')
export class InvoicePage extends Page(InvoiceView) {}

@ObjectType('NextInvoiceNumber', { description: 'Le numéro que prendra la prochaine facture (non réservé).' })
export class NextInvoiceNumberView {
  @Field(() => String) number!: string;
}

/** One line; checked as an item of the `lines` rule of the issue and credit note inputs. */
@InputType()
export class InvoiceLineInput {
  @Field(() => String) description!: string;
  @Field(() => Float, { description: 'Décimal, jusqu’à 3 décimales.' }) quantity!: number | string;
  @Field(() => Float, { description: 'Prix unitaire HT en euros, jusqu’à 2 décimales.' }) unitPrice!: number | string;
  @Field(() => Float, { nullable: true, description: `${RATES} Absent : 0 en franchise, 20 sinon.` }) vatRate?:
    number | null;
}

const rules = issueInvoiceRules;

@InputType()
export class IssueInvoiceInput {
  @Field(() => String, {
    nullable: true,
    description:
      'Vide : le prochain numéro de la série de l’année (F-AAAA-NNNN). Saisi : exactement ce numéro, sinon CONFLICT avec extensions.nextNumber.',
  })
  @Rule(rules.number)
  number?: string | null;
  @Field(() => String) @Rule(rules.clientName) clientName!: string;
  @Field(() => String) @Rule(rules.clientAddress) clientAddress!: string;
  @Field(() => String, { nullable: true, description: '9 chiffres (espaces permis).' })
  @Rule(rules.clientSiren)
  clientSiren?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.clientVatNumber) clientVatNumber?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Adresse de courriel du client : l’envoi de la facture la propose.',
  })
  @Rule(rules.clientEmail)
  clientEmail?: string | null;
  @Field(() => String, { nullable: true, description: "AAAA-MM-JJ ; aujourd'hui par défaut." })
  @Rule(rules.issueDate)
  issueDate?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.serviceDate) serviceDate?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ ; date d’émission + délai de paiement par défaut.' })
  @Rule(rules.dueDate)
  dueDate?: string | null;
  @Field(() => String, { description: `${OPERATION_CATEGORIES.join(', ')}.` })
  @Rule(rules.operationCategory)
  operationCategory!: string;
  @Field(() => [InvoiceLineInput]) @Rule(rules.lines) lines!: InvoiceLineInput[];
  @Field(() => String, { nullable: true }) @Rule(rules.notes) notes?: string | null;
}

@InputType()
export class CreditNoteInput {
  @Field(() => String, { description: 'Le motif de l’avoir.' }) @Rule(creditNoteRules.reason) reason!: string;
  @Field(() => [InvoiceLineInput], {
    nullable: true,
    description: 'Absent : avoir total (toutes les lignes de la facture).',
  })
  @Rule(creditNoteRules.lines)
  lines?: InvoiceLineInput[] | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Facture payée seulement : enregistre aussi le remboursement (transaction de dépense du montant de l’avoir), dans la même transaction.',
  })
  @Rule(creditNoteRules.recordRefund)
  recordRefund?: boolean | null;
}

@InputType()
export class InvoicePaymentInput {
  @Field(() => String, { description: 'AAAA-MM-JJ du paiement.' }) @Rule(invoicePaymentRules.date) date!: string;
}

@InputType()
export class CancelPaymentInput {
  @Field(() => String, { description: 'Pourquoi le paiement est annulé (journalisé).' })
  @Rule(cancelPaymentRules.reason)
  reason!: string;
}

@InputType({ description: 'Filtres de la liste des factures et avoirs.' })
export class InvoiceFilterInput {
  @Field(() => String, { nullable: true, description: `${INVOICE_STATUSES.join(', ')}.` }) status?: string;
  @Field(() => String, { nullable: true, description: 'invoice ou credit_note.' }) kind?: string;
  @Field(() => String, { nullable: true, description: 'Émises depuis ce jour (AAAA-MM-JJ), inclus.' }) from?: string;
  @Field(() => String, { nullable: true, description: 'Émises jusqu’à ce jour (AAAA-MM-JJ), inclus.' }) to?: string;
  @Field(() => String, { nullable: true, description: 'Partie du nom du client, majuscules et accents ignorés.' })
  client?: string;
  @Field(() => Boolean, {
    nullable: true,
    description: 'Relancée : au moins une relance partie ou en file (true), ou aucune (false).',
  })
  reminded?: boolean;
  @Field(() => String, {
    nullable: true,
    description: `État sur le réseau de facturation électronique : ${NETWORK_FILTERS.join(', ')}.`,
  })
  networkState?: string;
}

@InputType({ description: 'Envoi de la facture par courriel, son PDF (Factur-X) en pièce jointe.' })
export class SendInvoiceInput {
  @Field(() => String, { description: 'Destinataire : une adresse de courriel.' })
  @Rule(sendInvoiceRules.to)
  to!: string;
  @Field(() => String, { nullable: true, description: 'Copies : adresses séparées par des virgules.' })
  @Rule(sendInvoiceRules.cc)
  cc?: string | null;
  @Field(() => String, { nullable: true, description: 'Sujet ; « Facture {numéro} — {entreprise} » par défaut.' })
  @Rule(sendInvoiceRules.subject)
  subject?: string | null;
  @Field(() => String, { nullable: true, description: 'Message ; un message en français par défaut.' })
  @Rule(sendInvoiceRules.message)
  message?: string | null;
}
