import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Histogram, collectDefaultMetrics, register } from 'prom-client';

// Everything lives in prom-client's default registry, so other modules (web vitals, the job
// queue) add their own metrics to the same `/metrics` page by importing prom-client alone.

// Requests that matched no route (static files, client routes, 404s) share one label value,
// so a scan of random URLs cannot create unbounded series.
const UNMATCHED_ROUTE = '(unmatched)';

/** Created once per process: several apps in one process (tests) share the same metrics. */
function httpMetrics() {
  const requests =
    (register.getSingleMetric('http_requests_total') as Counter<'method' | 'route' | 'status_code'> | undefined) ??
    new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
    });
  const duration =
    (register.getSingleMetric('http_request_duration_seconds') as Histogram<'method' | 'route' | 'status_code'> | undefined) ??
    new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    });
  return { requests, duration };
}

/** The route pattern (`/api/users/:id`), never the raw URL with its ids and query string. */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED_ROUTE;
}

/** Counts and times every request, and serves the registry at `GET /metrics` (Prometheus text format). */
export function registerMetrics(app: FastifyInstance) {
  // Process metrics (CPU, memory, event loop lag, GC), started once per process.
  if (!register.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics();
  const { requests, duration } = httpMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  // No authentication: scraped from inside the cluster (keep it off the public ingress).
  app.get('/metrics', async (_request, reply) => {
    reply.header('content-type', register.contentType);
    return register.metrics();
  });
}
