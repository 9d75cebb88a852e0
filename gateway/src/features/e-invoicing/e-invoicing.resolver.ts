import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { pageRequest } from '../../kernel/helpers/pagination';
import { PageArgs } from '../../transports/graphql/page-args';
import {
  getEInvoicingSettings,
  getNetworkState,
  listExchanges,
  testEInvoicingConnection,
  updateEInvoicingSettings,
} from './e-invoicing.service';
import {
  ConnectionTestView,
  EInvoicingSettingsInput,
  EInvoicingSettingsView,
  ExchangePage,
  NetworkStateView,
} from './e-invoicing.types';

@Resolver()
export class EInvoicingResolver {
  @Query(() => EInvoicingSettingsView, { description: 'Admin uniquement : la connexion à la plateforme agréée.' })
  eInvoicingSettings(@Ctx() ctx: Context): Promise<EInvoicingSettingsView> {
    return getEInvoicingSettings(ctx);
  }

  @Mutation(() => EInvoicingSettingsView, { description: 'Admin uniquement : modifie la connexion à la plateforme.' })
  updateEInvoicingSettings(
    @Ctx() ctx: Context,
    @Arg('input', () => EInvoicingSettingsInput) input: EInvoicingSettingsInput,
  ): Promise<EInvoicingSettingsView> {
    return updateEInvoicingSettings(ctx, { ...input });
  }

  @Mutation(() => ConnectionTestView, {
    description: 'Admin uniquement : demande un jeton puis appelle GET /v1/healthcheck de la plateforme.',
  })
  testEInvoicingConnection(@Ctx() ctx: Context): Promise<ConnectionTestView> {
    return testEInvoicingConnection(ctx);
  }

  @Query(() => ExchangePage, {
    description: 'Admin uniquement : les appels à la plateforme agréée, les plus récents en premier.',
  })
  eInvoicingExchanges(
    @Ctx() ctx: Context,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<ExchangePage> {
    return listExchanges(ctx, pageRequest(page ?? {}));
  }

  @Query(() => NetworkStateView, { description: 'L’état d’une facture sur le réseau de facturation électronique.' })
  invoiceNetworkState(@Ctx() ctx: Context, @Arg('invoiceId', () => Int) invoiceId: number): Promise<NetworkStateView> {
    return getNetworkState(ctx, invoiceId);
  }
}
