// `npm run bench`: seeds a real company's history (LARGE_DATASET_SIZES) into a throwaway
// PostgreSQL, then measures the gateway against a plain fastify + pg server running the same SQL
// and against the limit (one indexed page, no count), and writes BENCHMARKS.md.
// BENCH_SIZES=small: a smoke run on a small dataset, reported in a temporary file (BENCH_REPORT
// chooses the file) so that BENCHMARKS.md keeps the figures of full runs.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../gateway/dist/src/kernel/database/embedded.js';
import { migrate, openOrm } from '../gateway/dist/src/composition/database.js';
import { LARGE_DATASET_SIZES, seedLargeDataset } from '../gateway/dist/src/scripts/large-dataset.js';
import { ensureFirstAdmin } from '../gateway/dist/src/features/users/first-admin.js';
import { measureLoginFlood } from './login-flood.mjs';
import { freePort, log, median, tearDown, waitFor } from './process-helpers.mjs';
import { employeeSearchMilliseconds, measureCsvExport, peakRss, statsSqlMilliseconds } from './measurements.mjs';
import { writeLoginFloodReport, writeReport } from './report.mjs';
import { STATS_TOP, TARGETS, autocannonRequests, scenarios } from './scenarios.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
const RUN_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ADMIN_PASSWORD = 'bench-admin-password';
const SMALL = process.env.BENCH_SIZES === 'small';
const SIZES = SMALL ? { managers: 5, employees: 1_000, tasks: 20_000, transactions: 5_000 } : LARGE_DATASET_SIZES;
const REPORT_FILE =
  process.env.BENCH_REPORT ??
  (SMALL ? path.join(os.tmpdir(), 'pilotage-bench-small.md') : path.join(ROOT, 'BENCHMARKS.md'));
// The employee selector's typical searches: a first name without its accent, part of a last name, two letters.
const SEARCHES = ['zoe', 'mart', 'du'];
const SIDES = ['gateway', 'baseline', 'limit'];
// BENCH_ONLY=login-flood skips the large dataset and the API scenarios.
const ONLY_LOGIN_FLOOD = process.env.BENCH_ONLY === 'login-flood';

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function measure(baseUrl, side, headers, seconds) {
  const result = await autocannon({
    url: baseUrl,
    connections: CONNECTIONS,
    duration: seconds,
    // Long enough that a slow answer is measured rather than counted as a failure.
    timeout: 30,
    requests: autocannonRequests(side, headers),
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bad: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * One more request of the side, sent when its run ends: it queues behind the requests the run left
 * in flight (autocannon stops waiting for them, the server does not), so its answer means the next
 * run starts on an idle server rather than behind seconds of someone else's statistics.
 */
async function settle(target, side) {
  const request = autocannonRequests(side, target.headers)[0].setupRequest({});
  await (
    await fetch(`${target.url}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body,
    })
  ).arrayBuffer();
}

/** The median of RUNS runs (by throughput) of each side, the sides alternating so drift hits all three. */
async function compare(scenario, targets) {
  const runs = { gateway: [], baseline: [], limit: [] };
  for (const side of SIDES) {
    await measure(targets[side].url, scenario[side], targets[side].headers, WARMUP_SECONDS);
    await settle(targets[side], scenario[side]);
  }
  for (let i = 0; i < RUNS; i += 1) {
    for (const side of SIDES) {
      runs[side].push(await measure(targets[side].url, scenario[side], targets[side].headers, RUN_SECONDS));
      await settle(targets[side], scenario[side]);
    }
  }
  const pick = (list) => {
    const rps = median(list.map((r) => r.rps));
    return { ...list.find((r) => r.rps === rps), bad: list.reduce((sum, r) => sum + r.bad, 0) };
  };
  return { gateway: pick(runs.gateway), baseline: pick(runs.baseline), limit: pick(runs.limit) };
}

async function main() {
  const loadAtStart = os.loadavg()[0];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-'));
  await fs.chmod(dir, 0o755);
  const children = [];
  let database;
  try {
    log('starting a throwaway PostgreSQL');
    database = await startEmbeddedPostgres({
      dir: path.join(dir, 'postgres'),
      database: 'pilotage_bench',
      ephemeral: true,
    });
    const orm = await openOrm(database.url);
    await migrate(orm, database.url);
    await ensureFirstAdmin(orm.em.fork(), { username: 'admin', email: 'admin@bench.local', password: ADMIN_PASSWORD });
    await orm.close(true);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const [{ version }] = (await client.query('show server_version')).rows.map((r) => ({ version: r.server_version }));
    let seed = null;
    let sql = null;
    if (!ONLY_LOGIN_FLOOD) {
      log(`seeding ${SIZES.employees} employees, ${SIZES.tasks} tasks, ${SIZES.transactions} transactions`);
      const seedStarted = Date.now();
      const steps = [];
      await seedLargeDataset(database.url, SIZES, {
        managerPasswordHash: 'not-a-hash',
        onProgress: (step) => {
          log(`  ${step.step}: ${step.rows} rows in ${step.seconds.toFixed(1)} s`);
          steps.push(step);
        },
      });
      seed = { seconds: (Date.now() - seedStarted) / 1000, steps };
      log(`seeded in ${seed.seconds.toFixed(1)} s`);
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      sql = {
        statsTop: await statsSqlMilliseconds(pool, { top: STATS_TOP }),
        statsAll: await statsSqlMilliseconds(pool, {}),
        search: await employeeSearchMilliseconds(pool, SEARCHES),
      };
      await pool.end();
      log(
        `performance-stats SQL: ${sql.statsTop.toFixed(1)} ms (top ${STATS_TOP}), ${sql.statsAll.toFixed(1)} ms (every employee)`,
      );
      log(
        `employee search SQL: ${Object.entries(sql.search)
          .map(([text, ms]) => `« ${text} » ${ms.toFixed(1)} ms`)
          .join(', ')}`,
      );
    }
    await client.end();

    const [gatewayPort, baselinePort] = [await freePort(), await freePort()];
    const gateway = startProcess('gateway/dist/src/main.js', {
      DATABASE_URL: database.url,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      // A fresh random secret each run: the gateway refuses guessable ones.
      JWT_SECRET: crypto.randomBytes(32).toString('base64url'),
      SECRETS_KEY: crypto.randomBytes(32).toString('base64url'),
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      // One (imaginary) proxy hop, so the login flood's forged addresses are believed.
      TRUST_PROXY: '1',
    });
    const baseline = startProcess('bench/baseline-server.mjs', {
      DATABASE_URL: database.url,
      PORT: String(baselinePort),
    });
    children.push(gateway, baseline);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${gatewayUrl}/readyz`, gateway);
    await waitFor(`${baselineUrl}/limit/financials`, baseline);

    const login = await fetch(`${gatewayUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { access_token: token } = await login.json();
    const targets = {
      gateway: { url: gatewayUrl, headers: { authorization: `Bearer ${token}` } },
      baseline: { url: baselineUrl, headers: {} },
      limit: { url: baselineUrl, headers: {} },
    };

    const machine = {
      cpu: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}`,
      memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
      system: `${os.type()} ${os.release()}`,
      node: process.version,
      postgres: version,
    };
    if (!ONLY_LOGIN_FLOOD) {
      // On the fresh gateway, before the load grows its heap: the export's own memory shows.
      log(`exporting ${SIZES.tasks} tasks as CSV`);
      const csv = await measureCsvExport(gatewayUrl, token, gateway.pid);
      log(
        `  ${csv.rows} rows in ${csv.seconds.toFixed(1)} s, first byte after ${csv.firstByteMs.toFixed(0)} ms, RSS +${(csv.rssGrowth / 2 ** 20).toFixed(0)} MB` +
          (csv.error ? `; cut short: ${csv.error}` : ''),
      );
      const rows = [];
      const { peak: rss } = await peakRss(gateway.pid, async () => {
        for (const scenario of scenarios(SIZES.employees)) {
          log(`measuring ${scenario.name}`);
          const result = await compare(scenario, targets);
          const row = {
            name: scenario.name,
            target: TARGETS[scenario.kind],
            ...result,
            toBaseline: result.gateway.rps / result.baseline.rps,
            toLimit: result.gateway.rps / result.limit.rps,
          };
          log(
            `  gateway ${row.gateway.rps.toFixed(0)} req/s, same SQL ${row.baseline.rps.toFixed(0)} req/s (${row.toBaseline.toFixed(2)}x), ` +
              `limit ${row.limit.rps.toFixed(0)} req/s (${row.toLimit.toFixed(2)}x)`,
          );
          rows.push(row);
        }
      });
      const report = {
        date: new Date().toISOString(),
        machine,
        sizes: SIZES,
        seed,
        sql,
        csv,
        statsTop: STATS_TOP,
        rss,
        load: { start: loadAtStart, end: os.loadavg()[0] },
        settings: { connections: CONNECTIONS, warmup: WARMUP_SECONDS, duration: RUN_SECONDS, runs: RUNS },
        rows,
      };
      await writeReport(REPORT_FILE, report);
    }

    log('measuring GET /api/me during a flood of failed sign-ins');
    const flood = await measureLoginFlood(gatewayUrl, token);
    log(`  /api/me p95 ${flood.quiet.p95.toFixed(1)} ms alone, ${flood.underFlood.p95.toFixed(1)} ms during the flood`);
    await writeLoginFloodReport(REPORT_FILE, { date: new Date().toISOString(), machine, result: flood });
    log(`${path.relative(ROOT, REPORT_FILE)} written`);
  } finally {
    await tearDown(children, database, dir);
  }
}

// BENCH_ONLY=bank: the bank statement import and reconciliation alone (bench/bank-import.mjs);
// BENCH_ONLY=graphql-compiled: GraphQL compiled against graphql-js only (bench/compiled-ab.mjs);
// BENCH_ONLY=memory: the gateway's idle and peak RSS under several Node options (bench/memory.mjs);
// BENCH_ONLY=lists: this build against another (BENCH_AB_BASE) on the four lists (bench/lists-ab.mjs).
const ONLY = {
  bank: () => import('./bank-import.mjs'),
  'graphql-compiled': () => import('./compiled-ab.mjs'),
  memory: () => import('./memory.mjs'),
  lists: () => import('./lists-ab.mjs'),
};
const run = ONLY[process.env.BENCH_ONLY] ?? main;
run().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
