import {
  E_INVOICING_STATE_LABELS,
  type EInvoicingState,
  networkLabel,
  invoiceMessages,
  rejectionReason,
  E_INVOICING_ADDRESS_SCHEMES,
  type EInvoicingAddressScheme,
  compactIdentifier,
  eInvoicingMessages,
  electronicAddressError,
} from '@pilotage/domain';
import { ADMIN, requireRole } from '../../kernel/context/access';
import type { Context } from '../../kernel/context/context';
import { seal } from '../../kernel/credentials/secret-box';
import { E_INVOICING_SECRET_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { query } from '../../kernel/database/sql';
import { badInput, notFound } from '../../kernel/helpers/errors';
import { STAFF } from '../../kernel/context/access';
import type { Page, PageRequest } from '../../kernel/helpers/pagination';
import { validated } from '../../kernel/helpers/validation';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import {
  type StoredEInvoicingSettings,
  effectiveAddress,
  effectiveConnection,
  environmentFields,
  readStoredSettings,
} from './e-invoicing-settings';
import {
  type ConnectionTestView,
  EInvoicingSettingsInput,
  type EInvoicingSettingsView,
  type ExchangeView,
  type NetworkStateView,
} from './e-invoicing.types';
import { PaCallError, createFlowClient } from './flow-client';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { queueTransmission as queueInvoiceTransmission } from './transmissions';
import {
  type SupplierInvoiceDecision,
  queueCashedStatus as queueCashed,
  queueSupplierInvoiceStatus as queueDecision,
} from './lifecycle-out';
import { WEBHOOK_PATH, webhookSecret } from './webhook';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EInvoicingEnv } from '../../kernel/config/config';

/** Queues an issued invoice's transmission on the issuing transaction (transmissions.ts); false without a platform. */
export function queueTransmission(em: EntityManager, env: EInvoicingEnv, invoiceId: number): Promise<boolean> {
  return queueInvoiceTransmission(em, env, invoiceId);
}

/** Queues « Encaissée » of a transmitted invoice on the payment's transaction (lifecycle-out.ts); false for any other. */
export function queueCashedStatus(
  em: EntityManager,
  invoiceId: number,
  payment: { amountCents: number; date: string },
): Promise<boolean> {
  return queueCashed(em, invoiceId, payment);
}

export { APPROVED_CODE, REFUSED_CODE } from './lifecycle-out';

/**
 * Queues the buyer's « Approuvée » or « Refusée » about a supplier invoice the platform delivered, on
 * the decision's transaction (lifecycle-out.ts); false for an uploaded one or without a platform.
 */
export function queueSupplierInvoiceStatus(
  em: EntityManager,
  env: EInvoicingEnv,
  supplierInvoiceId: number,
  decision: SupplierInvoiceDecision,
): Promise<boolean> {
  return queueDecision(em, env, supplierInvoiceId, decision);
}

/** Whether a platform is configured now (on the screen or by the environment). */
export async function platformConfigured(em: EntityManager, env: EInvoicingEnv): Promise<boolean> {
  return effectiveConnection(await readStoredSettings(em), env) !== null;
}

async function toView(ctx: Context, stored: StoredEInvoicingSettings): Promise<EInvoicingSettingsView> {
  const env = ctx.deps.config.eInvoicing;
  return {
    flowUrl: stored.flowUrl,
    tokenUrl: stored.tokenUrl,
    clientId: stored.clientId,
    clientSecretSet: stored.clientSecret !== '' || env.clientSecret !== null,
    addressScheme: stored.addressScheme,
    electronicAddress: stored.electronicAddress,
    effectiveAddress: await effectiveAddress(ctx.em, stored),
    fromEnvironment: environmentFields(env),
    configured: effectiveConnection(stored, env) !== null,
    webhookPath: WEBHOOK_PATH,
    webhookSecret: await webhookSecret(ctx.em),
  };
}

export async function getEInvoicingSettings(ctx: Context): Promise<EInvoicingSettingsView> {
  requireRole(ctx, ADMIN);
  return toView(ctx, await readStoredSettings(ctx.em));
}

export async function updateEInvoicingSettings(ctx: Context, raw: unknown): Promise<EInvoicingSettingsView> {
  requireRole(ctx, ADMIN);
  const input = await validated(EInvoicingSettingsInput, raw ?? {});
  const current = await readStoredSettings(ctx.em);
  const text = (value: string | null | undefined, fallback: string) =>
    value === undefined || value === null ? fallback : value.trim();
  const next: StoredEInvoicingSettings = {
    flowUrl: text(input.flowUrl, current.flowUrl).replace(/\/+$/, ''),
    tokenUrl: text(input.tokenUrl, current.tokenUrl),
    clientId: text(input.clientId, current.clientId),
    clientSecret:
      input.clientSecret === undefined || input.clientSecret === null ? current.clientSecret : input.clientSecret,
    addressScheme: (input.addressScheme ?? current.addressScheme) as EInvoicingAddressScheme,
    electronicAddress: compactIdentifier(text(input.electronicAddress, current.electronicAddress)),
  };
  if (!E_INVOICING_ADDRESS_SCHEMES.includes(next.addressScheme)) throw badInput(eInvoicingMessages.schemeInvalid);
  const addressError = electronicAddressError(next.addressScheme, next.electronicAddress);
  if (addressError !== null) throw badInput(addressError);
  // A sealed value differs at each sealing: an unchanged secret is not written again (nor journaled).
  const secretChanged = next.clientSecret !== current.clientSecret;
  const sealed = next.clientSecret === '' ? '' : seal(next.clientSecret, E_INVOICING_SECRET_CONTEXT);
  await auditedTransaction(ctx, async (em) => {
    await query(
      em,
      `insert into e_invoicing_settings (id, flow_url, token_url, client_id, client_secret, address_scheme, electronic_address)
       values (1, $1, $2, $3, $4, $5, $6)
       on conflict (id) do update set flow_url = $1, token_url = $2, client_id = $3,
         client_secret = case when $7 then $4 else e_invoicing_settings.client_secret end,
         address_scheme = $5, electronic_address = $6, updated_at = now()`,
      [next.flowUrl, next.tokenUrl, next.clientId, sealed, next.addressScheme, next.electronicAddress, secretChanged],
    );
  });
  return toView(ctx, next);
}

/** « Tester la connexion »: a token, then GET /v1/healthcheck; whatever fails is told in French. */
export async function testEInvoicingConnection(ctx: Context): Promise<ConnectionTestView> {
  requireRole(ctx, ADMIN);
  const { eInvoicing } = ctx.deps.config;
  const connection = effectiveConnection(await readStoredSettings(ctx.em), eInvoicing);
  if (connection === null) return { ok: false, message: eInvoicingMessages.notConfigured, failedStep: 'configuration' };
  const client = createFlowClient(ctx.em, connection, {
    timeoutSeconds: eInvoicing.timeoutSeconds,
    onExchange: eInvoicingMetrics.observe,
  });
  try {
    await client.token();
  } catch (error) {
    if (error instanceof PaCallError) return { ok: false, message: error.message, failedStep: 'token' };
    throw error;
  }
  try {
    await client.call({ method: 'GET', path: '/v1/healthcheck' });
  } catch (error) {
    if (error instanceof PaCallError) return { ok: false, message: error.message, failedStep: 'healthcheck' };
    throw error;
  }
  return { ok: true, message: eInvoicingMessages.connectionOk, failedStep: null };
}

interface ExchangeRow {
  id: string;
  at: Date;
  method: string;
  path: string;
  status: number | null;
  duration_ms: number;
  flow_id: string | null;
  error: string | null;
}

/** « Échanges avec la plateforme », newest first. */
export async function listExchanges(ctx: Context, page: PageRequest): Promise<Page<ExchangeView>> {
  requireRole(ctx, ADMIN);
  const rows = await query<ExchangeRow>(
    ctx.em,
    `select id::text, at, method, path, status, duration_ms, flow_id, error from e_invoicing_exchanges
      order by at desc, id desc limit $1 offset $2`,
    [page.limit, page.offset],
  );
  const [{ total }] = await query<{ total: number }>(
    ctx.em,
    'select count(*)::int as total from e_invoicing_exchanges',
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      method: row.method,
      path: row.path,
      status: row.status,
      durationMs: row.duration_ms,
      flowId: row.flow_id,
      error: row.error,
    })),
    total,
  };
}

/** An invoice's state on the network; « Non transmise (aucune plateforme configurée) » while no platform is set. */
export async function getNetworkState(ctx: Context, invoiceId: number): Promise<NetworkStateView> {
  requireRole(ctx, STAFF);
  const [row] = await query<{
    siren: string | null;
    state: EInvoicingState | null;
    flow_id: string | null;
    reasons: { reasonCode?: string; reasonMessage?: string; item?: string }[] | null;
    last_error: string | null;
  }>(
    ctx.em,
    `select i.client_siren as siren, t.state, t.flow_id, t.reasons, t.last_error
       from invoices i left join e_invoicing_transmissions t on t.invoice_id = i.id where i.id = $1`,
    [invoiceId],
  );
  if (!row) throw notFound(invoiceMessages.notFound);
  if (row.state === null) {
    const configured = await platformConfigured(ctx.em, ctx.deps.config.eInvoicing);
    return {
      state: null,
      label: networkLabel(row.siren === null ? 'not_applicable' : 'not_transmitted', configured),
      flowId: null,
      reasons: [],
      lastError: null,
    };
  }
  return {
    state: row.state,
    label: E_INVOICING_STATE_LABELS[row.state],
    flowId: row.flow_id,
    reasons: (row.reasons ?? []).map(rejectionReason).filter((text) => text !== ''),
    lastError: row.last_error,
  };
}
