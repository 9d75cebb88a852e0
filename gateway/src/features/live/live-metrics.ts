import { Gauge, register } from 'prom-client';

export const LIVE_SOCKETS_METRIC = 'pilotage_live_sockets';
export const LIVE_SUBSCRIPTIONS_METRIC = 'pilotage_live_subscriptions';

interface LiveCounts {
  /** Open WebSockets on /graphql, signed in or not yet. */
  sockets(): number;
  subscriptions(): number;
}

const sources = new Set<LiveCounts>();

const sum = (read: (source: LiveCounts) => number) => [...sources].reduce((total, source) => total + read(source), 0);

/**
 * Reports the live WebSockets and subscriptions of this process on `/metrics` (prom-client's
 * default registry). The gauges are created once per process and read at scrape time, summed
 * over the servers of the process (several in tests).
 */
export function trackLiveCounts(source: LiveCounts): () => void {
  if (!register.getSingleMetric(LIVE_SOCKETS_METRIC)) {
    new Gauge({
      name: LIVE_SOCKETS_METRIC,
      help: 'Live WebSockets open on /graphql (signed in or waiting for their token).',
      collect() {
        this.set(sum((counts) => counts.sockets()));
      },
    });
    new Gauge({
      name: LIVE_SUBSCRIPTIONS_METRIC,
      help: 'GraphQL subscriptions open on the live WebSockets.',
      collect() {
        this.set(sum((counts) => counts.subscriptions()));
      },
    });
  }
  sources.add(source);
  return () => sources.delete(source);
}
