// `BENCH_ONLY=lists BENCH_AB_BASE=<other gateway's main.js> npm run bench` (or `node bench/lists-ab.mjs`
// after building the gateway): this build's gateway (A) against another build (B, for instance the
// main branch built into another directory) over one seeded throwaway database, measured in
// alternation with the limit on the four list scenarios of the main bench (REST and GraphQL tasks
// and transactions). Without BENCH_AB_BASE, B is this build too (an A/A run: the noise of the machine).
// On a shared machine only ratios within one run mean anything; each gateway's CPU time per request
// (from /proc) moves far less with other work than the throughput does.
// BENCH_TASKS (100,000), BENCH_DURATION (4 s), BENCH_RUNS (5) keep it short; BENCH_MATCH=<text> measures
// only the lists whose name contains it (`financial`: the two transaction lists); BENCH_AB_NODE_ARGS
// (space-separated) are Node options for A alone, to measure one against the same build.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, log, median, tearDown, waitFor } from './process-helpers.mjs';
import { scenarios } from './scenarios.mjs';
import { measure, signIn } from './ab-runs.mjs';
import { SIZES, spawnBenchGateway, startSeededDatabase } from './seeded-database.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 2);
const RUN_SECONDS = Number(process.env.BENCH_DURATION ?? 4);
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SCRIPTS = { a: 'gateway/dist/src/main.js', b: process.env.BENCH_AB_BASE ?? 'gateway/dist/src/main.js' };
const SIDES = ['a', 'b', 'limit'];
const METRICS_TOKEN = crypto.randomBytes(24).toString('base64url');

async function main() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-lists-'));
  await fs.chmod(dir, 0o755);
  const children = [];
  let database;
  try {
    database = await startSeededDatabase(dir, 'pilotage_lists');
    const targets = {};
    // One after the other: both would otherwise race through the start's migrations check.
    for (const name of ['a', 'b']) {
      const port = await freePort();
      const child = spawnBenchGateway({
        databaseUrl: database.url,
        dir,
        port,
        metricsToken: METRICS_TOKEN,
        script: SCRIPTS[name],
        nodeArgs: name === 'a' ? (process.env.BENCH_AB_NODE_ARGS ?? '').split(' ').filter(Boolean) : [],
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/readyz`, child);
      targets[name] = { name, url, pid: child.pid, headers: { authorization: `Bearer ${await signIn(url)}` } };
    }
    const limitPort = await freePort();
    const limit = spawn(process.execPath, ['bench/baseline-server.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: database.url, PORT: String(limitPort) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(limit);
    targets.limit = { name: 'limit', url: `http://127.0.0.1:${limitPort}`, pid: null, headers: {} };
    await waitFor(`${targets.limit.url}/limit/financials`, limit);
    log(`A: ${SCRIPTS.a}, B: ${SCRIPTS.b}`);
    const peaks = {};
    const rows = [];
    const lists = scenarios(SIZES.employees).filter(
      (s) => (s.kind === 'rest-list' || s.kind === 'graphql-list') && s.name.includes(process.env.BENCH_MATCH ?? ''),
    );
    for (const scenario of lists) {
      log(`measuring ${scenario.name}`);
      const sideOf = { a: scenario.gateway, b: scenario.gateway, limit: scenario.limit };
      for (const side of SIDES) await measure(targets[side], sideOf[side], WARMUP_SECONDS, peaks);
      const runs = { a: [], b: [], limit: [] };
      // The gateway measured second was ahead by 0.03 to 0.07 of the limit in two runs of two builds with
      // their places swapped: which one goes first alternates from run to run.
      for (let i = 0; i < RUNS; i += 1) {
        const order = i % 2 === 0 ? SIDES : ['b', 'a', 'limit'];
        for (const side of order) runs[side].push(await measure(targets[side], sideOf[side], RUN_SECONDS, peaks));
      }
      const pick = (list) => list.find((run) => run.rps === median(list.map((r) => r.rps)));
      const row = { name: scenario.name, a: pick(runs.a), b: pick(runs.b), limit: pick(runs.limit), runs };
      row.cpu = { a: median(runs.a.map((run) => run.cpu)), b: median(runs.b.map((run) => run.cpu)) };
      const rps = (list) => list.map((r) => r.rps.toFixed(0)).join('/');
      log(
        `  A ${row.a.rps.toFixed(0)} req/s (p50 ${row.a.p50} ms, p99 ${row.a.p99} ms), ` +
          `B ${row.b.rps.toFixed(0)} req/s (p50 ${row.b.p50} ms, p99 ${row.b.p99} ms), limit ${row.limit.rps.toFixed(0)} req/s; ` +
          `÷ limit: A ${(row.a.rps / row.limit.rps).toFixed(2)}, B ${(row.b.rps / row.limit.rps).toFixed(2)}; ` +
          `CPU per request (median): A ${row.cpu.a.toFixed(2)} ms, B ${row.cpu.b.toFixed(2)} ms; ` +
          `runs A ${rps(runs.a)}, B ${rps(runs.b)}, limit ${rps(runs.limit)}; non-2xx ${row.a.bad}/${row.b.bad}`,
      );
      rows.push(row);
    }
    log(`load average ${os.loadavg()[0].toFixed(1)}`);
    const out = process.env.BENCH_AB_JSON;
    if (out) await fs.writeFile(out, JSON.stringify({ sizes: SIZES, scripts: SCRIPTS, peaks, rows }, null, 2));
  } finally {
    await tearDown(children, database, dir);
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
