interface Metric {
  name: string;
  value: number;
  rating: string;
  id: string;
  navigationType?: string;
}

const ENDPOINT = '/api/web-vitals';

function send(metric: Metric) {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    id: metric.id,
    navigationType: metric.navigationType,
    path: window.location.pathname,
  });
  // sendBeacon survives the page being hidden or unloaded, when CLS and INP are finally reported.
  const sent = navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: 'application/json' }));
  if (!sent)
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      keepalive: true,
    }).catch(() => undefined);
}

/** Core Web Vitals, loaded lazily so the library stays out of the first bundle (docs/product.md §7). */
export function reportWebVitals(): void {
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const subscribe of [onCLS, onFCP, onINP, onLCP, onTTFB]) subscribe(send);
    })
    .catch(() => undefined);
}
