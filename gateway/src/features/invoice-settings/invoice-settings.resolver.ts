import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { getInvoiceSettings, updateInvoiceSettings } from './invoice-settings.service';
import { InvoiceSettingsInput, InvoiceSettingsView } from './invoice-settings.types';

@Resolver()
export class InvoiceSettingsResolver {
  @Query(() => InvoiceSettingsView)
  invoiceSettings(@Ctx() ctx: Context): Promise<InvoiceSettingsView> {
    return getInvoiceSettings(ctx);
  }

  @Mutation(() => InvoiceSettingsView)
  updateInvoiceSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => InvoiceSettingsInput) input: InvoiceSettingsInput,
  ): Promise<InvoiceSettingsView> {
    return updateInvoiceSettings(ctx, input);
  }
}
