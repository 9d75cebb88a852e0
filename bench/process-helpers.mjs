// What every bench script needs to start and watch its processes.
import fs from 'node:fs/promises';
import net from 'node:net';

export const log = (...parts) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...parts);
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Waits until `url` answers below 500, failing at once if `child` exits first. */
export async function waitFor(url, child) {
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

/** Stops the bench's processes (waiting for each to exit), then its throwaway PostgreSQL, and removes its directory. */
export async function tearDown(children, database, dir) {
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null)),
  );
  await database?.stop();
  await fs.rm(dir, { recursive: true, force: true });
}
