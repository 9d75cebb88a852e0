import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import {
  cancelInvoicePayment,
  getInvoice,
  invoiceFacturX,
  issueCreditNote,
  issueInvoice,
  listInvoices,
  nextInvoiceNumber,
  recordInvoicePayment,
  sendInvoice,
} from './invoices.service';
import {
  CancelPaymentInput,
  CreditNoteInput,
  InvoiceFilterInput,
  InvoicePage,
  InvoicePaymentInput,
  InvoiceView,
  IssueInvoiceInput,
  NextInvoiceNumberView,
  SendInvoiceInput,
} from './invoices.types';
import { MessageView } from '../../kernel/helpers/views';

@Resolver()
export class InvoicesResolver {
  @Query(() => InvoicePage, { description: 'Factures et avoirs, du plus récent au plus ancien.' })
  invoices(
    @Ctx() ctx: Context,
    @Arg('filter', () => InvoiceFilterInput, { nullable: true }) filter?: InvoiceFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<InvoicePage> {
    return listInvoices(ctx, { ...filter, ...page });
  }

  @Query(() => InvoiceView)
  invoice(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<InvoiceView> {
    return getInvoice(ctx, id);
  }

  @Query(() => NextInvoiceNumberView)
  nextInvoiceNumber(@Ctx() ctx: Context): Promise<NextInvoiceNumberView> {
    return nextInvoiceNumber(ctx);
  }

  @Query(() => String, { description: 'Le document Factur-X (UN/CEFACT CII, profil EN 16931) de la facture.' })
  invoiceFacturX(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<string> {
    return invoiceFacturX(ctx, id);
  }

  @Mutation(() => InvoiceView, { description: 'Émet la facture : numéro attribué, contenu figé.' })
  issueInvoice(
    @Ctx() ctx: Context,
    @Arg('input', () => IssueInvoiceInput) input: IssueInvoiceInput,
  ): Promise<InvoiceView> {
    return issueInvoice(ctx, input);
  }

  @Mutation(() => InvoiceView, { description: 'Émet un avoir sur la facture (total par défaut).' })
  issueCreditNote(
    @Ctx() ctx: Context,
    @Arg('invoiceId', () => Int) invoiceId: number,
    @Arg('input', () => CreditNoteInput) input: CreditNoteInput,
  ): Promise<InvoiceView> {
    return issueCreditNote(ctx, invoiceId, input);
  }

  @Mutation(() => InvoiceView, { description: 'Enregistre le paiement : facture Payée et transaction de revenu liée.' })
  recordInvoicePayment(
    @Ctx() ctx: Context,
    @Arg('invoiceId', () => Int) invoiceId: number,
    @Arg('input', () => InvoicePaymentInput) input: InvoicePaymentInput,
  ): Promise<InvoiceView> {
    return recordInvoicePayment(ctx, invoiceId, input);
  }

  @Mutation(() => InvoiceView, {
    description:
      'Annule le paiement (administrateurs) : facture de nouveau à encaisser, transaction de revenu supprimée.',
  })
  cancelInvoicePayment(
    @Ctx() ctx: Context,
    @Arg('invoiceId', () => Int) invoiceId: number,
    @Arg('input', () => CancelPaymentInput) input: CancelPaymentInput,
  ): Promise<InvoiceView> {
    return cancelInvoicePayment(ctx, invoiceId, input);
  }

  @Mutation(() => MessageView, {
    description:
      'Envoie la facture par courriel, son PDF (Factur-X intégré) en pièce jointe, identique au téléchargement.',
  })
  sendInvoice(
    @Ctx() ctx: Context,
    @Arg('invoiceId', () => Int) invoiceId: number,
    @Arg('input', () => SendInvoiceInput) input: SendInvoiceInput,
  ): Promise<MessageView> {
    return sendInvoice(ctx, invoiceId, { ...input });
  }
}
