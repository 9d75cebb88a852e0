// `npm run bench`: seeds a large dataset into a throwaway PostgreSQL, then measures the gateway
// against a minimal fastify + pg baseline running the same SQL, and writes BENCHMARKS.md.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../gateway/dist/src/database/embedded.js';
import { migrate, openOrm } from '../gateway/dist/src/database/orm.js';
import { selectPerformanceStats } from '../gateway/dist/src/performance/performance-queries.js';
import { ensureFirstAdmin } from '../gateway/dist/src/users/first-admin.js';
import { measureLoginFlood } from './login-flood.mjs';
import { writeLoginFloodReport, writeReport } from './report.mjs';
import { SIZES, seedLarge } from './seed-large.mjs';
import { TARGETS, autocannonRequests, scenarios } from './scenarios.mjs';
import { poolEntityManager } from './sql-runner.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CONNECTIONS = 50;
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
const RUN_SECONDS = Number(process.env.BENCH_DURATION ?? 8);
const RUNS = 3;
const ADMIN_PASSWORD = 'bench-admin-password';
// BENCH_ONLY=login-flood skips the large dataset and the API scenarios.
const ONLY_LOGIN_FLOOD = process.env.BENCH_ONLY === 'login-flood';

const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, child) {
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer`);
}

function startProcess(script, env) {
  const child = spawn(process.execPath, [script], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

/** Highest resident memory of a process, sampled while `during` runs. */
async function peakRss(pid, during) {
  let peak = 0;
  const sample = async () => {
    const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb * 1024);
  };
  const timer = setInterval(sample, 250);
  try {
    await during();
  } finally {
    clearInterval(timer);
    await sample();
  }
  return peak;
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

/** The median of RUNS runs (by throughput), alternating gateway and baseline so drift hits both. */
async function compare(scenario, targets) {
  const runs = { gateway: [], baseline: [] };
  for (const side of ['gateway', 'baseline']) {
    await measure(targets[side].url, scenario[side], targets[side].headers, WARMUP_SECONDS);
  }
  for (let i = 0; i < RUNS; i += 1) {
    for (const side of ['gateway', 'baseline']) {
      runs[side].push(await measure(targets[side].url, scenario[side], targets[side].headers, RUN_SECONDS));
    }
  }
  const pick = (list) => {
    const rps = median(list.map((r) => r.rps));
    return { ...list.find((r) => r.rps === rps), bad: list.reduce((sum, r) => sum + r.bad, 0) };
  };
  return { gateway: pick(runs.gateway), baseline: pick(runs.baseline) };
}

/** Wall time of the performance-stats SQL (both statements, run side by side as the gateway does). */
async function statsSqlMilliseconds(pool) {
  const em = poolEntityManager(pool);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const times = [];
  for (let i = 0; i < 11; i += 1) {
    const started = process.hrtime.bigint();
    await selectPerformanceStats(em, {}, today);
    if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

async function main() {
  const loadAtStart = os.loadavg()[0];
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'pilotage-bench-'));
  await fs.chmod(dir, 0o755);
  const children = [];
  let database;
  try {
    log('starting a throwaway PostgreSQL');
    database = await startEmbeddedPostgres({ dir: path.join(dir, 'postgres'), database: 'pilotage_bench', ephemeral: true });
    const orm = await openOrm(database.url);
    await migrate(orm, database.url);
    await ensureFirstAdmin(orm.em.fork(), { username: 'admin', email: 'admin@bench.local', password: ADMIN_PASSWORD });
    await orm.close(true);

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const [{ version }] = (await client.query('show server_version')).rows.map((r) => ({ version: r.server_version }));
    let seedSeconds = 0;
    let statsSql = 0;
    if (!ONLY_LOGIN_FLOOD) {
      log(`seeding ${SIZES.employees} employees, ${SIZES.tasks} tasks, ${SIZES.transactions} transactions`);
      const seedStarted = Date.now();
      await seedLarge(client);
      seedSeconds = (Date.now() - seedStarted) / 1000;
      log(`seeded in ${seedSeconds.toFixed(1)} s`);
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      statsSql = await statsSqlMilliseconds(pool);
      await pool.end();
      log(`performance-stats SQL: ${statsSql.toFixed(0)} ms`);
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
      ADMIN_PASSWORD,
      LOG_LEVEL: 'warn',
      DATA_DIR: dir,
      // One (imaginary) proxy hop, so the login flood's forged addresses are believed.
      TRUST_PROXY: '1',
    });
    const baseline = startProcess('bench/baseline-server.mjs', { DATABASE_URL: database.url, PORT: String(baselinePort) });
    children.push(gateway, baseline);
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    const baselineUrl = `http://127.0.0.1:${baselinePort}`;
    await waitFor(`${gatewayUrl}/readyz`, gateway);
    await waitFor(`${baselineUrl}/performance-stats`, baseline);

    const login = await fetch(`${gatewayUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const { access_token: token } = await login.json();
    const targets = {
      gateway: { url: gatewayUrl, headers: { authorization: `Bearer ${token}` } },
      baseline: { url: baselineUrl, headers: {} },
    };

    const machine = {
      cpu: `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}`,
      memory: `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB`,
      system: `${os.type()} ${os.release()}`,
      node: process.version,
      postgres: version,
    };
    if (!ONLY_LOGIN_FLOOD) {
      const rows = [];
      const rss = await peakRss(gateway.pid, async () => {
        for (const scenario of scenarios(SIZES.employees)) {
          log(`measuring ${scenario.name}`);
          const result = await compare(scenario, targets);
          const row = { name: scenario.name, target: TARGETS[scenario.kind], ...result, ratio: result.gateway.rps / result.baseline.rps };
          log(`  gateway ${row.gateway.rps.toFixed(0)} req/s, baseline ${row.baseline.rps.toFixed(0)} req/s: ${row.ratio.toFixed(2)}x`);
          rows.push(row);
        }
      });
      const report = {
        date: new Date().toISOString(),
        machine,
        sizes: SIZES,
        seedSeconds,
        statsSql,
        rss,
        load: { start: loadAtStart, end: os.loadavg()[0] },
        settings: { connections: CONNECTIONS, warmup: WARMUP_SECONDS, duration: RUN_SECONDS, runs: RUNS },
        rows,
      };
      await writeReport(path.join(ROOT, 'BENCHMARKS.md'), report);
    }

    log('measuring GET /api/me during a flood of failed sign-ins');
    const flood = await measureLoginFlood(gatewayUrl, token);
    log(`  /api/me p95 ${flood.quiet.p95.toFixed(1)} ms alone, ${flood.underFlood.p95.toFixed(1)} ms during the flood`);
    await writeLoginFloodReport(path.join(ROOT, 'BENCHMARKS.md'), { date: new Date().toISOString(), machine, result: flood });
    log('BENCHMARKS.md written');
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)));
    await database?.stop();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
