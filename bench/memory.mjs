// `BENCH_ONLY=memory npm run bench` (or `node bench/memory.mjs` after building the gateway): the
// gateway's resident memory, idle and at peak under the bench's load, for one or more sets of Node
// options, over one seeded throwaway database. Each variant is a fresh gateway (NODE_ENV=production,
// compiled GraphQL): started, signed in, left 10 s (V8 starts reducing an idle heap after 8 s), measured idle (RSS and V8's heap by space from its
// /metrics), then every scenario of the main bench for BENCH_DURATION seconds (50 connections),
// RSS sampled every 100 ms, then measured again. Variants run one after another, in rounds
// (BENCH_RUNS), alternating, so that the machine's other work falls on each of them alike.
//   BENCH_MEMORY_VARIANTS='default=;semi8=--max-semi-space-size=8' names each variant's Node options
//   (given on node's command line: V8's GC flags are refused in NODE_OPTIONS);
//   `name@dir=options` runs the gateway built in dir (default gateway/dist), e.g. a build of an
//   earlier commit, to compare a change with what came before it.
//   BENCH_TASKS (100,000), BENCH_DURATION (5 s), BENCH_RUNS (2) keep it short.
//   BENCH_MEMORY_JSON=file writes the figures there.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { rssOf } from './measurements.mjs';
import { freePort, log, median, waitFor } from './process-helpers.mjs';
import { autocannonRequests, scenarios } from './scenarios.mjs';
import { ADMIN_PASSWORD, SIZES, spawnBenchGateway, startSeededDatabase } from './seeded-database.mjs';

const RUN_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const VARIANTS = (process.env.BENCH_MEMORY_VARIANTS ?? 'default=')
  .split(';')
  .filter(Boolean)
  .map((entry) => {
    const [label, ...options] = entry.split('=');
    const [name, dist = 'gateway/dist'] = label.split('@');
    return { name, dist, nodeOptions: options.join('=') };
  });
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');
const mb = (bytes) => Math.round(bytes / 2 ** 20);

/** V8's heap (used and total) and the memory outside it, from the gateway's /metrics, in MB. */
async function heapOf(url) {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (pattern) => mb(Number(text.match(pattern)?.[1] ?? NaN));
  const spaces = Object.fromEntries(
    [...text.matchAll(/^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\d+)/gm)].map(([, space, bytes]) => [
      space,
      mb(Number(bytes)),
    ]),
  );
  return {
    used: value(/^nodejs_heap_size_used_bytes (\d+)/m),
    total: value(/^nodejs_heap_size_total_bytes (\d+)/m),
    external: value(/^nodejs_external_memory_bytes (\d+)/m),
    spaces,
  };
}

function startGateway(databaseUrl, dir, port, { dist, nodeOptions }) {
  const nodeArgs = nodeOptions.split(' ').filter(Boolean);
  const script = path.join(dist, 'src/main.js');
  return spawnBenchGateway({ databaseUrl, dir, port, metricsToken: METRICS_TOKEN, script, nodeArgs });
}

/** The process's CPU time so far (user + system), in milliseconds, from /proc (clock ticks of 10 ms). */
async function cpuMilliseconds(pid) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function signIn(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return (await response.json()).access_token;
}

/** One fresh gateway with these Node options: idle, then every scenario in turn, then after. */
async function measureVariant(database, dir, variant) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = startGateway(database.url, dir, port, variant);
  try {
    await waitFor(`${url}/readyz`, child);
    const headers = { authorization: `Bearer ${await signIn(url)}` };
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const idle = { rss: mb(await rssOf(child.pid)), heap: await heapOf(url) };
    let peak = 0;
    const sampler = setInterval(async () => {
      peak = Math.max(peak, await rssOf(child.pid));
    }, 100);
    const throughput = {};
    const cpuBefore = await cpuMilliseconds(child.pid);
    let requests = 0;
    try {
      for (const scenario of scenarios(SIZES.employees)) {
        const result = await autocannon({
          url,
          connections: 50,
          duration: RUN_SECONDS,
          timeout: 30,
          requests: autocannonRequests(scenario.gateway, headers),
        });
        throughput[scenario.name] = Math.round(result.requests.average);
        requests += result.requests.total;
        if (result.non2xx > 0) throw new Error(`${scenario.name}: ${result.non2xx} non-2xx answers`);
      }
    } finally {
      clearInterval(sampler);
    }
    // The gateway's CPU per request over the whole load, the collector's included: what a smaller heap
    // costs in work, which the machine's other load disturbs far less than the throughput.
    const cpuPerRequest = ((await cpuMilliseconds(child.pid)) - cpuBefore) / requests;
    const after = { rss: mb(await rssOf(child.pid)), heap: await heapOf(url) };
    return { idle, peak: mb(peak), after, throughput, cpuPerRequest };
  } finally {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  }
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-memory-'));
  await fs.chmod(dir, 0o755);
  let database;
  try {
    database = await startSeededDatabase(dir, 'pilotage_memory');

    const results = Object.fromEntries(VARIANTS.map((variant) => [variant.name, []]));
    for (let round = 0; round < RUNS; round += 1) {
      for (const variant of VARIANTS) {
        const result = await measureVariant(database, dir, variant);
        results[variant.name].push(result);
        const { idle, peak, after, throughput, cpuPerRequest } = result;
        log(
          `${variant.name} (${variant.nodeOptions || 'no options'}): idle RSS ${idle.rss} MB ` +
            `(heap used ${idle.heap.used} of ${idle.heap.total} MB, external ${idle.heap.external} MB), ` +
            `peak RSS ${peak} MB, after ${after.rss} MB (heap ${after.heap.used} of ${after.heap.total} MB: ` +
            `${JSON.stringify(after.heap.spaces)}); req/s ${Object.values(throughput).join(' / ')}; ` +
            `CPU ${cpuPerRequest.toFixed(2)} ms per request`,
        );
      }
    }
    for (const variant of VARIANTS) {
      const runs = results[variant.name];
      log(
        `${variant.name}: median idle RSS ${median(runs.map((r) => r.idle.rss))} MB, median peak ` +
          `${median(runs.map((r) => r.peak))} MB (max ${Math.max(...runs.map((r) => r.peak))} MB), median req/s per ` +
          `scenario ${Object.keys(runs[0].throughput)
            .map((name) => median(runs.map((r) => r.throughput[name])))
            .join(' / ')}; median CPU per request ${median(runs.map((r) => r.cpuPerRequest)).toFixed(2)} ms; ` +
          `load average ${os.loadavg()[0].toFixed(1)}`,
      );
    }
    const out = process.env.BENCH_MEMORY_JSON;
    if (out) await fs.writeFile(out, JSON.stringify({ sizes: SIZES, variants: VARIANTS, results }, null, 2));
  } finally {
    await database?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
