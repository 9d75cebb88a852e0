import { apiMessages } from '@pilotage/domain';
import crypto from 'node:crypto';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  LogController,
} from 'fastify';
import type { Logger } from 'pino';
import { Counter, Histogram, collectDefaultMetrics, register } from 'prom-client';
import type { Config } from '../../kernel/config/config';

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
    (register.getSingleMetric('http_request_duration_seconds') as
      Histogram<'method' | 'route' | 'status_code'> | undefined) ??
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

const NOT_FOUND_MESSAGE = apiMessages.notFound;
export const METRICS_UNAUTHORIZED_MESSAGE = apiMessages.metricsRefused;

/** The registry in the Prometheus text format. */
async function sendMetrics(reply: FastifyReply) {
  reply.header('content-type', register.contentType);
  return register.metrics();
}

/** Compares digests, so that neither the content nor the length of the token leaks through timing. */
function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => crypto.createHash('sha256').update(text).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

/**
 * Counts and times every request. The registry is served on the main port only with
 * METRICS_TOKEN (and no METRICS_PORT), as `Authorization: Bearer <METRICS_TOKEN>`; with
 * METRICS_PORT it is served by `startMetricsServer` and the main port answers 404, like it does
 * when neither is set: the metrics (routes, volumes, errors) are not for the public.
 */
export function registerMetrics(app: FastifyInstance, config: Pick<Config, 'metricsPort' | 'metricsToken'>) {
  // Process metrics (CPU, memory, event loop lag, GC), started once per process.
  if (!register.getSingleMetric('process_cpu_seconds_total')) collectDefaultMetrics();
  const { requests, duration } = httpMetrics();
  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeLabel(request), status_code: String(reply.statusCode) };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });
  const token = config.metricsPort === null ? config.metricsToken : null;
  // A route of its own either way: otherwise the web client's fallback would answer /metrics with index.html.
  app.get('/metrics', async (request, reply) => {
    if (token === null) return reply.code(404).send({ error: NOT_FOUND_MESSAGE });
    const given = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer realm="metrics"')
        .send({ error: METRICS_UNAUTHORIZED_MESSAGE });
    }
    return sendMetrics(reply);
  });
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/**
 * `GET /metrics` alone, on its own port (METRICS_PORT, same HOST), for Prometheus inside the
 * cluster: the NetworkPolicy admits only the monitoring namespace to it, and no Ingress routes it.
 */
export async function startMetricsServer(options: { host: string; port: number }, log: Logger): Promise<MetricsServer> {
  const server = Fastify({
    loggerInstance: log.child({ module: 'metrics' }) as FastifyBaseLogger,
    // A scrape every few seconds would drown the log.
    logController: new LogController({ disableRequestLogging: true }),
    forceCloseConnections: true,
  });
  server.get('/metrics', async (_request, reply) => sendMetrics(reply));
  server.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: NOT_FOUND_MESSAGE }));
  await server.listen({ host: options.host, port: options.port });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`,
    close: () => server.close(),
  };
}
