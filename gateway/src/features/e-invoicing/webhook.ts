import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eInvoicingMessages as say } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { open, seal } from '../../kernel/credentials/secret-box';
import { E_INVOICING_WEBHOOK_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { query } from '../../kernel/database/sql';
import { DomainError, badInput, conflict, tooManyRequests, unauthenticated } from '../../kernel/helpers/errors';
import type { MessageView } from '../../kernel/helpers/views';
import { PaCallError } from './flow-client';
import type { FlowMetadata } from './lifecycle-in';
import { connectPlatform } from './platform-client';
import { applyFlow } from './polling';

/** The header a platform's callback carries the installation's secret in. */
export const WEBHOOK_SECRET_HEADER = 'x-pilotage-webhook-secret';
export const WEBHOOK_PATH = '/api/e-invoicing/webhook';

/** Wrong secrets from one address in 15 minutes before it gets 429. */
export const MAX_WEBHOOK_FAILURES = 20;

/** The installation's webhook secret, drawn (256 bits) and stored sealed the first time it is asked for. */
export async function webhookSecret(em: EntityManager): Promise<string> {
  await query(em, 'insert into e_invoicing_webhook (id, secret) values (1, $1) on conflict (id) do nothing', [
    seal(crypto.randomBytes(32).toString('base64url'), E_INVOICING_WEBHOOK_CONTEXT),
  ]);
  const [row] = await query<{ secret: string }>(em, 'select secret from e_invoicing_webhook where id = 1');
  return open(row.secret, E_INVOICING_WEBHOOK_CONTEXT);
}

/** Compares in constant time (over the digests, so the lengths do not leak either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

async function checkSecret(ctx: Context, given: unknown): Promise<void> {
  const address = ctx.clientAddress;
  const [{ failures }] = await query<{ failures: number }>(
    ctx.em,
    `select count(*)::int as failures from e_invoicing_webhook_failures
      where client_address = $1 and attempted_at > now() - interval '15 minutes'`,
    [address],
  );
  if (failures >= MAX_WEBHOOK_FAILURES) throw tooManyRequests(say.webhookThrottled);
  const [row] = await query<{ secret: string }>(ctx.em, 'select secret from e_invoicing_webhook where id = 1');
  const expected = row ? open(row.secret, E_INVOICING_WEBHOOK_CONTEXT) : null;
  if (typeof given === 'string' && given !== '' && expected !== null && sameSecret(given, expected)) return;
  await query(ctx.em, `delete from e_invoicing_webhook_failures where attempted_at < now() - interval '15 minutes'`);
  await query(ctx.em, 'insert into e_invoicing_webhook_failures (client_address) values ($1)', [address]);
  throw unauthenticated(say.webhookUnauthorized);
}

/**
 * A platform's callback (AFNOR Flow Service `WebhookCallbackContent`: a `flowInfo`). Only the flow id
 * is taken from it: the flow is asked of the platform itself and applied by the polling's code, so a
 * callback can only make us read sooner what the platform holds. Without the installation's secret
 * nothing is read nor recorded (401). A replay changes nothing.
 */
export async function receiveWebhook(ctx: Context, secret: unknown, body: unknown): Promise<MessageView> {
  await checkSecret(ctx, secret);
  const flowId = (body as { flowInfo?: { flowId?: unknown } } | null)?.flowInfo?.flowId;
  if (typeof flowId !== 'string' || flowId === '' || flowId.length > 36) throw badInput(say.webhookFlowMissing);
  try {
    await ctx.em.transactional(async (tx) => {
      const client = await connectPlatform(tx, ctx.deps.config.eInvoicing);
      if (client === null) throw conflict(say.notConfigured);
      const metadata = await client.call({
        method: 'GET',
        path: `/v1/flows/${encodeURIComponent(flowId)}?docType=Metadata`,
        flowId,
      });
      await applyFlow(tx, client, metadata.json<FlowMetadata>());
    });
  } catch (error) {
    // The platform could not be read now: 503 tells it to call again.
    if (error instanceof PaCallError) throw new DomainError('SERVICE_UNAVAILABLE', error.message);
    throw error;
  }
  return { message: say.webhookTaken };
}
