import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs, listArguments } from '../../transports/graphql/page-args';
import { MessageView } from '../../kernel/helpers/views';
import {
  createTransaction,
  deleteTransaction,
  financialQuery,
  getTransaction,
  listTransactions,
  updateTransaction,
} from './financials.service';
import {
  CreateFinancialTransactionInput,
  FinancialFilterInput,
  FinancialTransactionPage,
  FinancialTransactionView,
  UpdateFinancialTransactionInput,
} from './financials.types';

@Resolver()
export class FinancialsResolver {
  @Query(() => FinancialTransactionPage)
  financialTransactions(
    @Ctx() ctx: Context,
    @Arg('filter', () => FinancialFilterInput, { nullable: true }) filter?: FinancialFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<FinancialTransactionPage> {
    return listTransactions(ctx, financialQuery(listArguments(filter, page)));
  }

  @Query(() => FinancialTransactionView)
  financialTransaction(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<FinancialTransactionView> {
    return getTransaction(ctx, id);
  }

  @Mutation(() => FinancialTransactionView, { description: 'Le montant est enregistré tel quel (signé).' })
  createFinancialTransaction(
    @Ctx() ctx: Context,
    @Arg('input', () => CreateFinancialTransactionInput) input: CreateFinancialTransactionInput,
  ): Promise<FinancialTransactionView> {
    return createTransaction(ctx, input);
  }

  @Mutation(() => FinancialTransactionView, { description: 'Le type (Revenu ou Dépense) fixe le signe du montant.' })
  updateFinancialTransaction(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateFinancialTransactionInput) input: UpdateFinancialTransactionInput,
  ): Promise<FinancialTransactionView> {
    return updateTransaction(ctx, id, input);
  }

  @Mutation(() => MessageView)
  deleteFinancialTransaction(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteTransaction(ctx, id);
  }
}
