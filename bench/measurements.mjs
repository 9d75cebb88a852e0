// The measurements beside the HTTP load: SQL times of single requests (the gateway's own query
// functions from gateway/dist, on a plain pg pool) and the streamed CSV export of every task.
import fs from 'node:fs/promises';
import { listEmployees } from '../gateway/dist/src/features/employees/employees.service.js';
import { selectPerformanceStats } from '../gateway/dist/src/features/performance/performance-queries.js';
import { poolEntityManager } from './sql-runner.mjs';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Median wall time in milliseconds of `work`, run 11 times, the first (cold) run left out. */
async function medianMilliseconds(work) {
  const times = [];
  for (let i = 0; i < 11; i += 1) {
    const started = process.hrtime.bigint();
    await work();
    if (i > 0) times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  return median(times);
}

/** performance-stats's SQL (its statements run side by side, as the gateway runs them) for these filters. */
export function statsSqlMilliseconds(pool, filters) {
  const em = poolEntityManager(pool);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  return medianMilliseconds(() => selectPerformanceStats(em, filters, today));
}

/**
 * The employee selector's search (`GET /api/employees?search=…&limit=20`) through the gateway's
 * service function: its page and its count, run side by side. The actor only passes the role check.
 */
export async function employeeSearchMilliseconds(pool, texts) {
  const ctx = { em: poolEntityManager(pool), actor: { role: 'Admin' } };
  const result = {};
  for (const text of texts)
    result[text] = await medianMilliseconds(() => listEmployees(ctx, { search: text, limit: 20, offset: 0 }));
  return result;
}

/** Resident memory of a process, in bytes. */
export async function rssOf(pid) {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** Highest resident memory of a process, sampled every 100 ms while `during` runs. */
export async function peakRss(pid, during) {
  let peak = 0;
  const sample = async () => {
    peak = Math.max(peak, await rssOf(pid));
  };
  const timer = setInterval(sample, 100);
  let result;
  try {
    result = await during();
  } finally {
    clearInterval(timer);
    await sample();
  }
  return { peak, result };
}

/**
 * `GET /api/tasks.csv` of every task, read as it streams: rows (lines after the header), rows per
 * second, the time to the first byte of the body, and the gateway's RSS growth over its RSS just
 * before. An export cut short is reported (`error`, with the rows received), not thrown.
 */
export async function measureCsvExport(url, token, gatewayPid) {
  const before = await rssOf(gatewayPid);
  const { peak, result } = await peakRss(gatewayPid, async () => {
    const started = performance.now();
    let firstByte = null;
    let lines = 0;
    let last = 10;
    let error = null;
    try {
      const response = await fetch(`${url}/api/tasks.csv`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status !== 200) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
      for await (const chunk of response.body) {
        firstByte ??= performance.now() - started;
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines += 1;
        last = chunk.at(-1) ?? last;
      }
    } catch (failure) {
      error = failure.cause?.message ?? failure.message;
    }
    // CRLF separates the lines: the last one may have no line end of its own.
    if (last !== 10) lines += 1;
    return { seconds: (performance.now() - started) / 1000, firstByte: firstByte ?? NaN, lines, error };
  });
  const rows = Math.max(result.lines - 1, 0);
  return {
    rows,
    seconds: result.seconds,
    rowsPerSecond: rows / result.seconds,
    firstByteMs: result.firstByte,
    rssGrowth: peak - before,
    error: result.error,
  };
}
