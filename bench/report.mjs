// Writes the benchmark's own section of BENCHMARKS.md, leaving every other section as it is.
import fs from 'node:fs/promises';

const HEADING = '## Business API: the gateway against the same SQL and against the limit (`npm run bench`)';
const START = '<!-- bench:business-api:start -->';
const END = '<!-- bench:business-api:end -->';
const INTRO = `# Benchmarks

Each section below has its own heading; add yours as a new section and keep the others.
`;

const ms = (value) => `${Math.round(value)} ms`;
const ms1 = (value) => `${value.toFixed(1)} ms`;
const mb = (bytes) => `${(bytes / 2 ** 20).toFixed(0)} MB`;
const rps = (value) => value.toFixed(0);
const yes = (ok) => (ok ? 'yes' : '**no**');
// A side that answered nothing in its runs has no ratio.
const ratio = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '—');
const count = (value) => value.toLocaleString('en');

// Targets of issue 13 besides the throughput ratios (those are in scenarios.mjs).
const LIMITS = {
  statsSqlMs: 20,
  searchSqlMs: 10,
  csvFirstByteMs: 1000,
  csvRssGrowth: 50 * 2 ** 20,
  rss: 250 * 2 ** 20,
};

/** Every figure that misses its target, in words, so the section says it without reading the table. */
function missed(report) {
  const { rows, sql, csv } = report;
  const misses = [];
  for (const r of rows) {
    if (!(r.toLimit >= r.target)) misses.push(`${r.name}: ${ratio(r.toLimit)} of the limit (target ≥ ${r.target}x)`);
    if (r.gateway.p99 > 3 * r.gateway.p50)
      misses.push(`${r.name}: p99 ${ms(r.gateway.p99)} > 3 × p50 ${ms(r.gateway.p50)}`);
    if (r.gateway.bad > 0) misses.push(`${r.name}: ${r.gateway.bad} non-2xx answers or errors`);
  }
  if (sql.statsTop >= LIMITS.statsSqlMs)
    misses.push(`performance-stats SQL ${ms1(sql.statsTop)} (target < ${LIMITS.statsSqlMs} ms)`);
  for (const [text, value] of Object.entries(sql.search)) {
    if (value >= LIMITS.searchSqlMs)
      misses.push(`employee search « ${text} » ${ms1(value)} (target < ${LIMITS.searchSqlMs} ms)`);
  }
  if (csv.error)
    misses.push(`CSV export: cut after ${count(csv.rows)} rows and ${csv.seconds.toFixed(1)} s (${csv.error})`);
  else if (csv.rows !== report.sizes.tasks)
    misses.push(`CSV export: ${count(csv.rows)} rows for ${count(report.sizes.tasks)} tasks`);
  if (csv.firstByteMs >= LIMITS.csvFirstByteMs)
    misses.push(`CSV export: first byte after ${ms(csv.firstByteMs)} (target < 1 s)`);
  if (csv.rssGrowth >= LIMITS.csvRssGrowth)
    misses.push(`CSV export: RSS grew by ${mb(csv.rssGrowth)} (target < 50 MB)`);
  if (report.rss >= LIMITS.rss) misses.push(`gateway peak RSS ${mb(report.rss)} (target < 250 MB)`);
  return misses;
}

function section(report) {
  const { machine, sizes, settings, sql, csv, seed } = report;
  const misses = missed(report);
  const seedSteps = seed.steps.map((s) => `${s.step} ${s.seconds.toFixed(0)} s`).join(', ');
  const lines = [
    START,
    `Run on ${report.date.slice(0, 16).replace('T', ' ')} UTC. Machine: ${machine.cpu}, ${machine.memory}, ${machine.system}; Node ${machine.node}; PostgreSQL ${machine.postgres} (embedded, throwaway, fsync off).`,
    '',
    `Dataset (\`gateway/src/scripts/large-dataset.ts\`, generate_series through the counting triggers, ${seed.seconds.toFixed(0)} s to seed, index and vacuum: ${seedSteps}): ` +
      `${sizes.managers} managers, ${count(sizes.employees)} employees, ${count(sizes.tasks)} tasks, ${count(sizes.transactions)} transactions.`,
    `Load: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.runs} runs of ${settings.duration} s per server, ` +
      'gateway, same-SQL and limit runs alternating; the median run by throughput is shown. Everything (load generator, gateway, baselines, PostgreSQL) shares the machine' +
      ` (1-minute load average ${report.load.start.toFixed(1)} at the start, ${report.load.end.toFixed(1)} at the end, other work included).`,
    "Same SQL: fastify + `pg` (pool of 10; the gateway reads through a pool of 8 beside the ORM's 4) calling the gateway's query functions, so it sends the same statements, counts included, " +
      'with no authentication, validation or GraphQL. Limit: the same server reading one indexed page of 50 rows by hand-written SQL with no count ' +
      '(for the statistics, which have no page, the task page).',
    '',
    '| Scenario | Gateway req/s | p50 | p99 | Same SQL req/s | p50 | p99 | Limit req/s | p50 | p99 | ÷ same SQL | ÷ limit | Target | Met | Gateway p99 ≤ 3×p50 | Non-2xx or errors (gateway / same SQL / limit) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${rps(r.gateway.rps)} | ${ms(r.gateway.p50)} | ${ms(r.gateway.p99)} | ${rps(r.baseline.rps)} | ${ms(r.baseline.p50)} | ${ms(r.baseline.p99)} | ` +
        `${rps(r.limit.rps)} | ${ms(r.limit.p50)} | ${ms(r.limit.p99)} | ${ratio(r.toBaseline)} | ${ratio(r.toLimit)} | ≥ ${r.target}x | ` +
        `${yes(Number.isFinite(r.toLimit) && r.toLimit >= r.target)} | ${yes(r.gateway.p99 <= 3 * r.gateway.p50)} | ${r.gateway.bad} / ${r.baseline.bad} / ${r.limit.bad} |`,
    ),
    '',
    '| Measurement | Value | Target | Met |',
    '|---|---:|---:|---|',
    `| performance-stats SQL, the dashboard's request (\`top=${report.statsTop}\`; both statements side by side, median of 10, before the load) | ${ms1(sql.statsTop)} | < ${LIMITS.statsSqlMs} ms | ${yes(sql.statsTop < LIMITS.statsSqlMs)} |`,
    `| performance-stats SQL, every employee (${count(sizes.employees)} rows of JSON) | ${ms1(sql.statsAll)} | — | — |`,
    ...Object.entries(sql.search).map(
      ([text, value]) =>
        `| Employee search SQL « ${text} » (\`GET /api/employees?search=${text}&limit=20\`: page and count, median of 10) | ${ms1(value)} | < ${LIMITS.searchSqlMs} ms | ${yes(value < LIMITS.searchSqlMs)} |`,
    ),
    `| CSV export \`GET /api/tasks.csv\` of ${count(csv.rows)} rows${csv.error ? ' (**cut short**)' : ''}: throughput (${csv.seconds.toFixed(1)} s in all) | ` +
      `${count(Math.round(csv.rowsPerSecond))} rows/s | every task | ${yes(!csv.error && csv.rows === sizes.tasks)} |`,
    `| CSV export: time to the first byte of the body | ${ms(csv.firstByteMs)} | < 1 s | ${yes(csv.firstByteMs < LIMITS.csvFirstByteMs)} |`,
    `| CSV export: gateway RSS growth during the export (fresh gateway, before the load) | ${mb(csv.rssGrowth)} | < 50 MB | ${yes(csv.rssGrowth < LIMITS.csvRssGrowth)} |`,
    `| Gateway peak RSS during the HTTP runs | ${mb(report.rss)} | < 250 MB | ${yes(report.rss < LIMITS.rss)} |`,
    '',
    ...(misses.length
      ? ['Missed in this run:', '', ...misses.map((miss) => `- ${miss}`)]
      : ['Every target was met in this run.']),
    END,
  ];
  return lines.join('\n');
}

/** Replaces the text between a section's markers, or appends the section under its heading. */
export async function writeSection(file, heading, start, end, body) {
  const existing = await fs.readFile(file, 'utf8').catch(() => INTRO);
  let next;
  if (existing.includes(start) && existing.includes(end)) {
    next = existing.slice(0, existing.indexOf(start)) + body + existing.slice(existing.indexOf(end) + end.length);
  } else {
    next = `${existing.trimEnd()}\n\n${heading}\n\n${body}\n`;
  }
  await fs.writeFile(file, next);
}

export async function writeReport(file, report) {
  await writeSection(file, HEADING, START, END, section(report));
}

const FLOOD_HEADING = '## A signed-in user during a flood of failed sign-ins (`npm run bench`)';
const FLOOD_START = '<!-- bench:login-flood:start -->';
const FLOOD_END = '<!-- bench:login-flood:end -->';

export async function writeLoginFloodReport(file, { date, machine, result }) {
  const row = (name, r) =>
    `| ${name} | ${r.count} | ${r.p50.toFixed(1)} ms | ${r.p95.toFixed(1)} ms | ${r.p99.toFixed(1)} ms | ${r.max.toFixed(1)} ms | ${r.failures} |`;
  const statuses = Object.entries(result.flood.statuses)
    .map(([status, count]) => `${count} × ${status}`)
    .join(', ');
  const body = [
    FLOOD_START,
    `Run on ${date.slice(0, 16).replace('T', ' ')} UTC. Machine: ${machine.cpu}, ${machine.memory}; Node ${machine.node}.`,
    '',
    `${result.size} sign-ins with wrong passwords for unknown usernames, ${result.concurrency} at a time, each from its own forged ` +
      '`X-Forwarded-For` address (gateway with `TRUST_PROXY=1`): every one costs a full argon2id check and escapes the per-address cap. ' +
      `Meanwhile ${result.readers} loops call \`GET /api/me\` with a valid token. The flood took ${result.flood.seconds.toFixed(1)} s (${statuses}).`,
    '',
    '| `GET /api/me` | requests | p50 | p95 | p99 | max | non-200 |',
    '|---|---:|---:|---:|---:|---:|---:|',
    row('alone', result.quiet),
    row('during the flood', result.underFlood),
    FLOOD_END,
  ].join('\n');
  await writeSection(file, FLOOD_HEADING, FLOOD_START, FLOOD_END, body);
}
