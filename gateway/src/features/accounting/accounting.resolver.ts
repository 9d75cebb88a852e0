import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import {
  accountBalance,
  closeAccountingPeriod,
  getAccountingSettings,
  listAccountingPeriods,
  listLedgerEntries,
  updateAccountingSettings,
  vatSummary,
} from './accounting.service';
import {
  AccountBalanceView,
  AccountingPeriodView,
  AccountingSettingsInput,
  AccountingSettingsView,
  LedgerEntryFilterInput,
  LedgerEntryPage,
  VatSummaryView,
} from './accounting.types';

@Resolver()
export class AccountingResolver {
  @Query(() => AccountingSettingsView)
  accountingSettings(@Ctx() ctx: Context): Promise<AccountingSettingsView> {
    return getAccountingSettings(ctx);
  }

  @Mutation(() => AccountingSettingsView, { description: 'Admin. Rien n’est écrit si une valeur est refusée.' })
  updateAccountingSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => AccountingSettingsInput) input: AccountingSettingsInput,
  ): Promise<AccountingSettingsView> {
    return updateAccountingSettings(ctx, input);
  }

  @Query(() => LedgerEntryPage, { description: 'Écritures validées, par date puis numéro.' })
  ledgerEntries(
    @Ctx() ctx: Context,
    @Arg('filter', () => LedgerEntryFilterInput, { nullable: true }) filter?: LedgerEntryFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<LedgerEntryPage> {
    return listLedgerEntries(ctx, { ...filter, ...page });
  }

  @Query(() => [AccountBalanceView])
  accountBalance(
    @Ctx() ctx: Context,
    @Arg('filter', () => LedgerEntryFilterInput, { nullable: true }) filter?: LedgerEntryFilterInput,
  ): Promise<AccountBalanceView[]> {
    return accountBalance(ctx, { ...filter });
  }

  @Query(() => [AccountingPeriodView])
  accountingPeriods(
    @Ctx() ctx: Context,
    @Arg('year', () => String, { nullable: true }) year?: string,
  ): Promise<AccountingPeriodView[]> {
    return listAccountingPeriods(ctx, year);
  }

  @Mutation(() => AccountingPeriodView, { description: 'Admin. Une période clôturée ne se rouvre pas.' })
  closeAccountingPeriod(
    @Ctx() ctx: Context,
    @Arg('period', () => String) period: string,
  ): Promise<AccountingPeriodView> {
    return closeAccountingPeriod(ctx, period);
  }

  @Query(() => VatSummaryView)
  vatSummary(
    @Ctx() ctx: Context,
    @Arg('from', () => String) from: string,
    @Arg('to', () => String) to: string,
  ): Promise<VatSummaryView> {
    return vatSummary(ctx, { from, to });
  }
}
