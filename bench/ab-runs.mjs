// What the A/B benches share: signing in to a gateway, and one measured run against one side with
// its CPU time per request (from /proc), which other work on the machine disturbs far less than
// the throughput.
import fs from 'node:fs/promises';
import autocannon from 'autocannon';
import { rssOf } from './measurements.mjs';
import { autocannonRequests } from './scenarios.mjs';
import { ADMIN_PASSWORD } from './seeded-database.mjs';

const CONNECTIONS = 50;

export async function signIn(url) {
  const response = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return (await response.json()).access_token;
}

/** The process's CPU time so far (user + system), in milliseconds, from /proc (clock ticks of 10 ms). */
async function cpuMilliseconds(pid) {
  const fields = (await fs.readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * One run against one side (`target`: its name, url, pid, headers): throughput and latency, and
 * for a gateway its CPU time per request; its peak RSS goes to `peaks[target.name]`.
 */
export async function measure(target, side, seconds, peaks) {
  const cpuBefore = target.pid ? await cpuMilliseconds(target.pid) : 0;
  const sampler = target.pid
    ? setInterval(async () => {
        peaks[target.name] = Math.max(peaks[target.name] ?? 0, await rssOf(target.pid));
      }, 100)
    : null;
  try {
    const result = await autocannon({
      url: target.url,
      connections: CONNECTIONS,
      duration: seconds,
      timeout: 30,
      requests: autocannonRequests(side, target.headers),
    });
    const cpu = target.pid ? ((await cpuMilliseconds(target.pid)) - cpuBefore) / result.requests.total : null;
    return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad: result.non2xx, cpu };
  } finally {
    if (sampler) clearInterval(sampler);
  }
}
