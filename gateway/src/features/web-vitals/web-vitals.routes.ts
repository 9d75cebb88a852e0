import type { FastifyInstance } from 'fastify';
import { Histogram, register } from 'prom-client';
import { type Operation, documented } from '../../transports/http/openapi/operation';

// Timings are reported in milliseconds and recorded in seconds; CLS is a unitless score.
const TIMINGS = ['FCP', 'INP', 'LCP', 'TTFB'] as const;
const RATINGS = ['good', 'needs-improvement', 'poor'] as const;
type MetricName = (typeof TIMINGS)[number] | 'CLS';

export interface WebVital {
  name: MetricName;
  value: number;
  rating: (typeof RATINGS)[number];
}

const INVALID = 'Mesure web-vitals invalide.';
// An hour, or a layout shift score of 100, is already far beyond anything a real page reports.
const MAX_TIMING_MS = 3_600_000;
const MAX_CLS = 100;

/** What `parseWebVital` accepts, for the API reference. */
const WEB_VITAL_SCHEMA = {
  $id: 'WebVital',
  type: 'object',
  description: 'Une mesure Core Web Vitals du navigateur ; les autres champs sont ignorés.',
  properties: {
    name: { type: 'string', enum: [...TIMINGS, 'CLS'] },
    value: {
      type: 'number',
      minimum: 0,
      maximum: MAX_TIMING_MS,
      description: `En millisecondes ; pour CLS, un score de ${MAX_CLS} au plus.`,
    },
    rating: { type: 'string', enum: [...RATINGS] },
  },
  required: ['name', 'value', 'rating'],
};

/** The one metric of a browser report, or null when the body is not one. Other fields are ignored. */
export function parseWebVital(body: unknown): WebVital | null {
  if (typeof body !== 'object' || body === null) return null;
  const { name, value, rating } = body as Record<string, unknown>;
  const knownName = name === 'CLS' || (TIMINGS as readonly unknown[]).includes(name);
  const knownRating = (RATINGS as readonly unknown[]).includes(rating);
  const plausible =
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= (name === 'CLS' ? MAX_CLS : MAX_TIMING_MS);
  return knownName && knownRating && plausible
    ? { name: name as MetricName, value: value as number, rating: rating as WebVital['rating'] }
    : null;
}

/** Created once per process, in prom-client's default registry (served at /metrics). */
function histograms() {
  const timing =
    (register.getSingleMetric('web_vitals_seconds') as Histogram<'metric' | 'rating'> | undefined) ??
    new Histogram({
      name: 'web_vitals_seconds',
      help: 'Core Web Vitals timings (FCP, INP, LCP, TTFB) reported by browsers, in seconds.',
      labelNames: ['metric', 'rating'],
      buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 4, 6, 10],
    });
  const layoutShift =
    (register.getSingleMetric('web_vitals_cls') as Histogram<'rating'> | undefined) ??
    new Histogram({
      name: 'web_vitals_cls',
      help: 'Cumulative Layout Shift scores reported by browsers.',
      labelNames: ['rating'],
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
    });
  return { timing, layoutShift };
}

/** `POST /api/web-vitals`: anonymous (the sign-in page reports too), one metric a request, 204. */
export function webVitalsRoutes(app: FastifyInstance) {
  const { timing, layoutShift } = histograms();
  const operation: Operation = {
    summary: 'Envoyer une mesure Core Web Vitals',
    description:
      'Une mesure par requête, enregistrée dans les histogrammes `web_vitals_seconds` et `web_vitals_cls` de /metrics.',
    tag: 'Mesures web',
    access: 'public',
    body: WEB_VITAL_SCHEMA,
    status: 204,
  };
  app.post('/api/web-vitals', documented(app, 'POST', '/api/web-vitals', operation), async (request, reply) => {
    const vital = parseWebVital(request.body);
    if (!vital) return reply.code(400).send({ error: INVALID });
    if (vital.name === 'CLS') layoutShift.observe({ rating: vital.rating }, vital.value);
    else timing.observe({ metric: vital.name, rating: vital.rating }, vital.value / 1000);
    return reply.code(204).send();
  });
}
