import { Counter, Histogram, register } from 'prom-client';

/**
 * Prometheus metrics of the calls to the Plateforme Agréée, in prom-client's default registry
 * (served at /metrics with the rest). The operation is the Flow Service's path pattern, never a
 * flow id, so the series stay few.
 */

type CallLabels = 'operation' | 'status';

function calls() {
  return (
    (register.getSingleMetric('pa_calls_total') as Counter<CallLabels> | undefined) ??
    new Counter({
      name: 'pa_calls_total',
      help: 'Calls to the Plateforme Agréée, by operation and HTTP status (« none » when no answer came).',
      labelNames: ['operation', 'status'],
    })
  );
}

function durations() {
  return (
    (register.getSingleMetric('pa_call_duration_seconds') as Histogram<'operation'> | undefined) ??
    new Histogram({
      name: 'pa_call_duration_seconds',
      help: 'Time of a call to the Plateforme Agréée, by operation.',
      labelNames: ['operation'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    })
  );
}

/** A counter of the default registry, created on first use (tests build several apps in one process). */
function counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
  return (register.getSingleMetric(name) as Counter<L> | undefined) ?? new Counter({ name, help, labelNames });
}

const flowsSent = () =>
  counter('pa_flows_sent_total', 'Flows handed to the Plateforme Agréée, by flow type.', ['flow_type']);
const flowsRejected = () =>
  counter('pa_flows_rejected_total', 'Invoices the Plateforme Agréée rejected (acknowledgement Error).', []);
const lifecycleReceived = () =>
  counter('pa_lifecycle_received_total', 'Lifecycle statuses received from the platform, by status code.', ['code']);
const errors = () =>
  counter(
    'pa_errors_total',
    'Failed calls to the Plateforme Agréée, by operation and HTTP status (« none » when no answer came).',
    ['operation', 'status'],
  );

const received = () =>
  counter(
    'pa_flows_received_total',
    'Incoming supplier invoice flows read from the Plateforme Agréée, by outcome (filed, duplicate, unreadable).',
    ['outcome'],
  );

/** The Flow Service operation a logged path belongs to. */
export function operationOf(path: string): string {
  const bare = path.split('?')[0];
  if (bare.endsWith('/v1/healthcheck')) return 'healthcheck';
  if (bare.endsWith('/v1/flows/search')) return 'searchFlow';
  if (bare.endsWith('/v1/flows')) return 'createFlow';
  if (/\/v1\/flows\/[^/]+$/.test(bare)) return 'getFlow';
  return 'token';
}

export const eInvoicingMetrics = {
  observe(exchange: { method: string; path: string; status: number | null; durationMs: number }): void {
    const operation = operationOf(exchange.path);
    const status = exchange.status === null ? 'none' : String(exchange.status);
    calls().inc({ operation, status });
    if (exchange.status === null || exchange.status >= 400) errors().inc({ operation, status });
    durations().observe({ operation }, exchange.durationMs / 1000);
  },
  /** Counted once the round that read them is committed. */
  received(outcomes: readonly string[]): void {
    for (const outcome of outcomes) received().inc({ outcome });
  },
  flowSent(flowType: string): void {
    flowsSent().inc({ flow_type: flowType });
  },
  flowRejected(): void {
    flowsRejected().inc();
  },
  lifecycleReceived(code: number): void {
    lifecycleReceived().inc({ code: String(code) });
  },
};
