// Writes the benchmark's own section of BENCHMARKS.md, leaving every other section as it is.
import fs from 'node:fs/promises';

const HEADING = '## Business API: gateway against a plain fastify + pg baseline (`npm run bench`)';
const START = '<!-- bench:business-api:start -->';
const END = '<!-- bench:business-api:end -->';
const INTRO = `# Benchmarks

Each section below has its own heading; add yours as a new section and keep the others.
`;

const ms = (value) => `${Math.round(value)} ms`;
const rps = (value) => value.toFixed(0);
const yes = (ok) => (ok ? 'yes' : '**no**');

function section(report) {
  const { machine, sizes, settings } = report;
  const lines = [
    START,
    `Run on ${report.date.slice(0, 16).replace('T', ' ')} UTC. Machine: ${machine.cpu}, ${machine.memory}, ${machine.system}; Node ${machine.node}; PostgreSQL ${machine.postgres} (embedded, throwaway, fsync off).`,
    '',
    `Dataset (generate_series, ${report.seedSeconds.toFixed(0)} s to seed and vacuum): ${sizes.managers} managers, ${sizes.employees.toLocaleString('en')} employees, ` +
      `${sizes.tasks.toLocaleString('en')} tasks, ${sizes.transactions.toLocaleString('en')} transactions.`,
    `Load: autocannon, ${settings.connections} connections, ${settings.warmup} s warm-up then ${settings.runs} runs of ${settings.duration} s per server, ` +
      'gateway and baseline runs alternating; the median run by throughput is shown. Everything (load generator, gateway, baseline, PostgreSQL) shares the machine' +
      ` (1-minute load average ${report.load.start.toFixed(1)} at the start, ${report.load.end.toFixed(1)} at the end, other work included).`,
    "Baseline: fastify + `pg` (pool of 10; the gateway reads through a pool of 8 beside the ORM's 4) calling the same query functions, so it sends the same SQL, with no authentication, validation or GraphQL.",
    '',
    '| Scenario | Gateway req/s | p50 | p99 | Baseline req/s | p50 | p99 | Ratio | Target | Met | Gateway p99 ≤ 3×p50 | Non-2xx or errors (gateway / baseline) |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---:|',
    ...report.rows.map(
      (r) =>
        `| ${r.name} | ${rps(r.gateway.rps)} | ${ms(r.gateway.p50)} | ${ms(r.gateway.p99)} | ${rps(r.baseline.rps)} | ${ms(r.baseline.p50)} | ${ms(r.baseline.p99)} | ` +
        `${r.ratio.toFixed(2)}x | ≥ ${r.target}x | ${yes(r.ratio >= r.target)} | ${yes(r.gateway.p99 <= 3 * r.gateway.p50)} | ${r.gateway.bad} / ${r.baseline.bad} |`,
    ),
    '',
    `- performance-stats SQL alone (both statements, median of 10, before the HTTP load): ${ms(report.statsSql)} (target < 300 ms: ${yes(report.statsSql < 300)}).`,
    `- Gateway peak RSS during the runs: ${(report.rss / 2 ** 20).toFixed(0)} MB (target < 300 MB: ${yes(report.rss < 300 * 2 ** 20)}).`,
    END,
  ];
  return lines.join('\n');
}

/** Replaces the text between a section's markers, or appends the section under its heading. */
async function writeSection(file, heading, start, end, body) {
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
