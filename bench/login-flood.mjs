// A signed-in user's `GET /api/me` while 400 failed sign-ins arrive from forged addresses: the
// argon2 checks must not starve ordinary requests (they run outside any database transaction,
// a few at a time). Reports the latency of /api/me alone, then during the flood.

const FLOOD_SIZE = 400;
const FLOOD_CONCURRENCY = 50;
const READERS = 4;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

function summary(latencies, failures) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1),
    failures,
  };
}

/** READERS loops of GET /api/me until `until` settles (or `count` requests each). */
async function readMe(url, token, { until, count }) {
  const latencies = [];
  let failures = 0;
  let done = false;
  until?.then(() => (done = true));
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      for (let i = 0; until ? !done : i < count; i += 1) {
        const started = performance.now();
        const response = await fetch(`${url}/api/me`, { headers: { authorization: `Bearer ${token}` } });
        await response.arrayBuffer();
        latencies.push(performance.now() - started);
        if (response.status !== 200) failures += 1;
      }
    }),
  );
  return summary(latencies, failures);
}

async function flood(url) {
  const statuses = {};
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: FLOOD_CONCURRENCY }, async () => {
      while (next < FLOOD_SIZE) {
        const i = next++;
        const response = await fetch(`${url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ username: `intrus${i}`, password: `devine-${i}` }),
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      }
    }),
  );
  return { seconds: (performance.now() - started) / 1000, statuses };
}

/** The gateway must trust one proxy hop (TRUST_PROXY=1) so the forged addresses are believed. */
export async function measureLoginFlood(url, token) {
  await readMe(url, token, { count: 50 });
  const quiet = await readMe(url, token, { count: 200 });
  const attack = flood(url);
  const underFlood = await readMe(url, token, { until: attack });
  return { quiet, underFlood, flood: await attack, size: FLOOD_SIZE, concurrency: FLOOD_CONCURRENCY, readers: READERS };
}
