import { Gauge, register } from 'prom-client';

export const QUEUE_DEPTH_METRIC = 'pilotage_notification_queue_depth';

type DepthSource = () => Promise<number>;
const sources = new Set<DepthSource>();

/**
 * Reports the running worker's queue depth on `/metrics` (prom-client's default registry). The
 * gauge is created once per process; the depth is read from the database at scrape time.
 */
export function trackQueueDepth(source: DepthSource): () => void {
  if (!register.getSingleMetric(QUEUE_DEPTH_METRIC)) {
    new Gauge({
      name: QUEUE_DEPTH_METRIC,
      help: 'Telegram notifications waiting to be sent (new or waiting for a retry).',
      async collect() {
        const [current] = sources;
        if (current === undefined) return;
        try {
          this.set(await current());
        } catch {
          // The database is unreachable: keep the last value rather than fail the whole scrape.
        }
      },
    });
  }
  sources.add(source);
  return () => sources.delete(source);
}
