import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// The floors of gateway/src (kernel < features < transports < composition) are kept by the rules
// of .dependency-cruiser.cjs, run by `npm run lint`. These tests run the same command on the tree
// as it is, then on a copy of it with one import of each forbidden kind added.
const ROOT = path.resolve(__dirname, '../..');
const DEPCRUISE = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = '.dependency-cruiser.cjs';

/** `npm run lint:deps` run in `cwd`: its exit code (the number of violations) and its report, one `rule: from → to` a line. */
async function cruise(cwd: string): Promise<{ code: number; found: string[]; report: string }> {
  const args = [DEPCRUISE, '--config', path.join(cwd, CONFIG), 'gateway/src'];
  const { stdout, code } = await promisify(execFile)(process.execPath, args, { cwd, maxBuffer: 64 * 1024 * 1024 }).then(
    ({ stdout }) => ({ stdout, code: 0 }),
    (error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }),
  );
  const found = [...stdout.matchAll(/error (\S+): (\S+) → ?(\S*)/g)].map(
    ([, rule, from, to]) => `${rule}: ${from} → ${to}`,
  );
  return { code, found, report: stdout };
}

/** The same command on a copy of gateway/src with `files` added. */
async function cruiseCopyWith(files: Record<string, string>) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-floors-'));
  try {
    fs.cpSync(path.join(ROOT, 'gateway/src'), path.join(copy, 'gateway/src'), { recursive: true });
    fs.copyFileSync(path.join(ROOT, CONFIG), path.join(copy, CONFIG));
    for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(copy, 'gateway/src', file), text);
    return await cruise(copy);
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

describe('the floors of gateway/src', () => {
  it('hold on the tree as it is', async () => {
    const { code, found, report } = await cruise(ROOT);
    expect(found).toEqual([]);
    expect(report).toMatch(/no dependency violations found/);
    expect(code).toBe(0);
  }, 60_000);

  it('refuse an upward import and a feature reaching into another', async () => {
    const { code, found } = await cruiseCopyWith({
      // The kernel asking a feature, a service asking a transport, a transport asking the composition root.
      'kernel/helpers/upward.ts': "export { createTask } from '../../features/tasks/tasks.service';\n",
      'features/tasks/reply.ts': "export { restRoutes } from '../../transports/http/rest';\n",
      'features/tasks/routes-of-users.ts': "export { usersRoutes } from '../users/users.routes';\n",
      'transports/http/registry.ts': "export { registerRestApi } from '../../composition/rest-api';\n",
      // A feature reaching into another's inner file rather than its service or queries.
      'features/performance/loader.ts': "export { employeeLoader } from '../employees/employee-loader';\n",
    });
    expect(code).toBeGreaterThan(0);
    expect(found).toEqual(
      expect.arrayContaining([
        'gateway-kernel-stays-at-the-bottom: gateway/src/kernel/helpers/upward.ts → gateway/src/features/tasks/tasks.service.ts',
        'gateway-features-import-no-transport: gateway/src/features/tasks/reply.ts → gateway/src/transports/http/rest.ts',
        'gateway-features-import-no-transport: gateway/src/features/tasks/routes-of-users.ts → gateway/src/features/users/users.routes.ts',
        'gateway-transports-import-no-composition: gateway/src/transports/http/registry.ts → gateway/src/composition/rest-api.ts',
        'gateway-features-meet-through-services-and-queries: gateway/src/features/performance/loader.ts → gateway/src/features/employees/employee-loader.ts',
      ]),
    );
  }, 60_000);

  it('refuse two folders importing each other, though no module cycle', async () => {
    // kernel/context already imports kernel/database (directly, and through kernel/credentials): this closes both loops.
    const { code, found } = await cruiseCopyWith({
      'kernel/database/context-of.ts': "export type { Context } from '../context/context';\n",
    });
    expect(code).toBeGreaterThan(0);
    expect(found.length).toBe(code);
    expect(new Set(found)).toEqual(
      new Set([
        'gateway-no-folder-cycle: gateway/src/kernel/database → ',
        'gateway-no-folder-cycle: gateway/src/kernel/context → ',
        'gateway-no-folder-cycle: gateway/src/kernel/credentials → ',
      ]),
    );
  }, 60_000);
});
