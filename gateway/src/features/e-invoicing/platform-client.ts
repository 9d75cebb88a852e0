import type { EntityManager } from '@mikro-orm/postgresql';
import type { EInvoicingEnv } from '../../kernel/config/config';
import { readConnection } from './e-invoicing-settings';
import { eInvoicingMetrics } from './e-invoicing-metrics';
import { type FlowClient, createFlowClient } from './flow-client';

/** A Flow Service client on the connection in force (its calls logged on `em` and counted), or null without a platform. */
export async function connectPlatform(em: EntityManager, env: EInvoicingEnv): Promise<FlowClient | null> {
  const connection = await readConnection(em, env);
  return connection === null
    ? null
    : createFlowClient(em, connection, { timeoutSeconds: env.timeoutSeconds, onExchange: eInvoicingMetrics.observe });
}
