import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import {
  approveSupplierInvoice,
  cancelSupplierInvoicePayment,
  getSupplierInvoice,
  listSupplierInvoices,
  paySupplierInvoice,
  refuseSupplierInvoice,
  updateSupplierInvoice,
} from './purchases.service';
import {
  SupplierInvoiceApprovalInput,
  SupplierInvoiceEditInput,
  SupplierInvoiceFilterInput,
  SupplierInvoicePage,
  SupplierInvoicePaymentInput,
  SupplierInvoiceRefusalInput,
  SupplierInvoiceView,
} from './purchases.types';

/** Supplier invoices over GraphQL; the file itself is sent and fetched over REST (multipart, bytes). */
@Resolver()
export class PurchasesResolver {
  @Query(() => SupplierInvoicePage, {
    description: 'Factures fournisseurs, des plus récemment reçues aux plus anciennes.',
  })
  supplierInvoices(
    @Ctx() ctx: Context,
    @Arg('filter', () => SupplierInvoiceFilterInput, { nullable: true }) filter?: SupplierInvoiceFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<SupplierInvoicePage> {
    return listSupplierInvoices(ctx, { ...filter, ...page });
  }

  @Query(() => SupplierInvoiceView)
  supplierInvoice(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<SupplierInvoiceView> {
    return getSupplierInvoice(ctx, id);
  }

  @Mutation(() => SupplierInvoiceView, { description: 'Corrige une facture fournisseur « À valider ».' })
  updateSupplierInvoice(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierInvoiceEditInput) input: SupplierInvoiceEditInput,
  ): Promise<SupplierInvoiceView> {
    return updateSupplierInvoice(ctx, id, input);
  }

  @Mutation(() => SupplierInvoiceView, { description: 'Approuve (confirm: true si elle présente des anomalies).' })
  approveSupplierInvoice(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierInvoiceApprovalInput, { nullable: true }) input?: SupplierInvoiceApprovalInput,
  ): Promise<SupplierInvoiceView> {
    return approveSupplierInvoice(ctx, id, input ?? {});
  }

  @Mutation(() => SupplierInvoiceView, { description: 'Refuse, avec le motif.' })
  refuseSupplierInvoice(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierInvoiceRefusalInput) input: SupplierInvoiceRefusalInput,
  ): Promise<SupplierInvoiceView> {
    return refuseSupplierInvoice(ctx, id, input);
  }

  @Mutation(() => SupplierInvoiceView, { description: 'Enregistre le paiement et ajoute la dépense aux Finances.' })
  paySupplierInvoice(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SupplierInvoicePaymentInput) input: SupplierInvoicePaymentInput,
  ): Promise<SupplierInvoiceView> {
    return paySupplierInvoice(ctx, id, input);
  }

  @Mutation(() => SupplierInvoiceView, {
    description: 'Administrateurs : la facture redevient « Approuvée » et sa dépense est retirée des Finances.',
  })
  cancelSupplierInvoicePayment(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<SupplierInvoiceView> {
    return cancelSupplierInvoicePayment(ctx, id);
  }
}
