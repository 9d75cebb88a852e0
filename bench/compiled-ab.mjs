// `BENCH_ONLY=graphql-compiled npm run bench` (or `node bench/compiled-ab.mjs` after building the
// gateway): two gateways over one seeded throwaway database, one running GraphQL queries compiled
// (GRAPHQL_COMPILED=on, the default) and one with graphql-js only (off), measured in alternation
// on the GraphQL lists of the main bench, with the limit beside them, and each gateway's idle and
// peak RSS. A/B in one run: on a shared machine only the ratio between the two sides means anything.
// BENCH_TASKS (100,000), BENCH_DURATION (4 s), BENCH_RUNS (5) keep it short. Beside the throughput,
// each gateway's CPU time per request (from /proc), which other work on the machine moves far less.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rssOf } from './measurements.mjs';
import { freePort, log, median, tearDown, waitFor } from './process-helpers.mjs';
import { scenarios } from './scenarios.mjs';
import { measure, signIn } from './ab-runs.mjs';
import { SIZES, spawnBenchGateway, startSeededDatabase } from './seeded-database.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const RUN_SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SIDES = ['on', 'off', 'limit'];
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');

/** Where a gateway's memory is, from its own /metrics (prom-client's defaults): V8's heap by space, and outside it. */
async function memoryOf(url) {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (pattern) => Number(text.match(pattern)?.[1] ?? NaN);
  const spaces = [...text.matchAll(/^nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\d+)/gm)]
    .map(([, space, bytes]) => `${space} ${mb(Number(bytes))}`)
    .join(', ');
  return (
    `V8 heap used ${mb(value(/^nodejs_heap_size_used_bytes (\d+)/m))} of ${mb(value(/^nodejs_heap_size_total_bytes (\d+)/m))} ` +
    `(${spaces}); external ${mb(value(/^nodejs_external_memory_bytes (\d+)/m))}`
  );
}

function startGateway(databaseUrl, dir, port, compiled) {
  const env = { GRAPHQL_COMPILED: compiled ? 'on' : 'off' };
  const script = 'gateway/dist/src/main.js';
  return spawnBenchGateway({ databaseUrl, dir, port, metricsToken: METRICS_TOKEN, script, env });
}

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-ab-'));
  await fs.chmod(dir, 0o755);
  const children = [];
  let database;
  try {
    database = await startSeededDatabase(dir, 'pilotage_ab');

    const [onPort, offPort, limitPort] = [await freePort(), await freePort(), await freePort()];
    // One after the other: both would otherwise race through the start's migrations check.
    const on = startGateway(database.url, dir, onPort, true);
    children.push(on);
    await waitFor(`http://127.0.0.1:${onPort}/readyz`, on);
    const off = startGateway(database.url, dir, offPort, false);
    const limit = spawn(process.execPath, ['bench/baseline-server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(limitPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(off, limit);
    const onUrl = `http://127.0.0.1:${onPort}`;
    const offUrl = `http://127.0.0.1:${offPort}`;
    const limitUrl = `http://127.0.0.1:${limitPort}`;
    await waitFor(`${onUrl}/readyz`, on);
    await waitFor(`${offUrl}/readyz`, off);
    await waitFor(`${limitUrl}/limit/financials`, limit);
    const targets = {
      on: { name: 'on', url: onUrl, pid: on.pid, headers: { authorization: `Bearer ${await signIn(onUrl)}` } },
      off: { name: 'off', url: offUrl, pid: off.pid, headers: { authorization: `Bearer ${await signIn(offUrl)}` } },
      limit: { name: 'limit', url: limitUrl, pid: null, headers: {} },
    };
    // Idle: started and signed in, nothing else asked yet.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const idle = { on: await rssOf(on.pid), off: await rssOf(off.pid) };
    log(`idle RSS: compiled ${mb(idle.on)}, graphql-js ${mb(idle.off)}`);
    log(`  compiled: ${await memoryOf(onUrl)}`);
    log(`  graphql-js: ${await memoryOf(offUrl)}`);
    const peaks = {};
    const rows = [];
    for (const scenario of scenarios(SIZES.employees).filter((s) => s.kind === 'graphql-list')) {
      log(`measuring ${scenario.name}`);
      const sideOf = { on: scenario.gateway, off: scenario.gateway, limit: scenario.limit };
      for (const side of SIDES) await measure(targets[side], sideOf[side], WARMUP_SECONDS, peaks);
      const runs = { on: [], off: [], limit: [] };
      for (let i = 0; i < RUNS; i += 1) {
        for (const side of SIDES) runs[side].push(await measure(targets[side], sideOf[side], RUN_SECONDS, peaks));
      }
      const pick = (list) => list.find((run) => run.rps === median(list.map((r) => r.rps)));
      const row = { name: scenario.name, on: pick(runs.on), off: pick(runs.off), limit: pick(runs.limit), runs };
      const cpu = (list) => median(list.map((run) => run.cpu));
      row.cpu = { on: cpu(runs.on), off: cpu(runs.off) };
      log(
        `  compiled ${row.on.rps.toFixed(0)} req/s (p50 ${row.on.p50} ms, p99 ${row.on.p99} ms), ` +
          `graphql-js ${row.off.rps.toFixed(0)} req/s (p50 ${row.off.p50} ms, p99 ${row.off.p99} ms), ` +
          `limit ${row.limit.rps.toFixed(0)} req/s; compiled ÷ graphql-js ${(row.on.rps / row.off.rps).toFixed(2)}, ` +
          `÷ limit ${(row.on.rps / row.limit.rps).toFixed(2)} vs ${(row.off.rps / row.limit.rps).toFixed(2)}; ` +
          `runs on ${runs.on.map((r) => r.rps.toFixed(0)).join('/')}, off ${runs.off.map((r) => r.rps.toFixed(0)).join('/')}, ` +
          `non-2xx ${row.on.bad}/${row.off.bad}; gateway CPU per request (median): compiled ${row.cpu.on.toFixed(2)} ms, ` +
          `graphql-js ${row.cpu.off.toFixed(2)} ms (runs ${runs.on.map((r) => r.cpu.toFixed(2)).join('/')} vs ` +
          `${runs.off.map((r) => r.cpu.toFixed(2)).join('/')})`,
      );
      rows.push(row);
    }
    log(`peak RSS: compiled ${mb(peaks.on)}, graphql-js ${mb(peaks.off)}; load average ${os.loadavg()[0].toFixed(1)}`);
    log(`  after the load, compiled: ${await memoryOf(onUrl)}; RSS ${mb(await rssOf(on.pid))}`);
    log(`  after the load, graphql-js: ${await memoryOf(offUrl)}; RSS ${mb(await rssOf(off.pid))}`);
    const out = process.env.BENCH_AB_JSON;
    if (out) await fs.writeFile(out, JSON.stringify({ sizes: SIZES, idle, peaks, rows }, null, 2));
  } finally {
    await tearDown(children, database, dir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
