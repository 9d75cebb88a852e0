import type { Page } from 'playwright-core';
import type { TestServer } from '../../support/server';

/**
 * Resolves once `page`'s live subscription hears the database: NOTIFYs of its own, sent until the
 * page's WebSocket receives one (a change made earlier could be missed by a subscription still
 * on its way). Call it before the page opens its screen.
 */
export async function liveSubscribed(page: Page, server: TestServer): Promise<void> {
  let heard = '';
  page.on('websocket', (socket) => socket.on('framereceived', ({ payload }) => (heard += String(payload))));
  for (let probe = 1; !heard.includes(`"probe-${probe - 1}"`); probe += 1) {
    if (probe > 100) throw new Error('the page never subscribed');
    await server.sql(`select pg_notify('pilotage_changes', $1)`, [
      JSON.stringify({ entity_type: 'task', action: 'update', ids: [`probe-${probe}`] }),
    ]);
    await page.waitForTimeout(100);
  }
}
