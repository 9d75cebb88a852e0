/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const depcruise = path.join(root, 'node_modules/.bin/depcruise');
const config = path.join(root, 'web/.dependency-cruiser-web.cjs');

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/**
 * The web floors' rules over `targets`, run from `cwd` as `npm run lint:deps:web` runs them: its
 * exit status (the lint's verdict) and the violations of the JSON report.
 */
function cruise(cwd: string, targets: string[]): { status: number | null; violations: Violation[] } {
  const run = (...extra: string[]) =>
    spawnSync(depcruise, [...targets, '--config', config, ...extra], {
      cwd,
      encoding: 'utf8',
      timeout: 120_000,
      // The JSON report of the whole client passes spawnSync's default 1 MB.
      maxBuffer: 64 * 1024 * 1024,
    });
  const report = JSON.parse(run('--output-type', 'json').stdout) as { summary: { violations: Violation[] } };
  return { status: run().status, violations: report.summary.violations };
}

/** A throwaway tree shaped like web/src, one file per path. */
function fixtureTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pilotage-floors-'));
  for (const [file, source] of Object.entries(files)) {
    fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), source);
  }
  return dir;
}

describe('web floors (npm run lint:deps:web)', () => {
  it('hold on the client and the catalogue as they are', () => {
    const { status, violations } = cruise(root, ['web/src', 'stories']);
    expect(violations).toEqual([]);
    expect(status).toBe(0);
  });

  it('refuse a shared part that reaches up, a screen in another screen or the shell, and let the open doors through', () => {
    const dir = fixtureTree({
      'web/src/app/layout/SideNav.tsx': 'export const SideNav = 1;\n',
      'web/src/app/session/SessionProvider.tsx': 'export const useSession = 1;\n',
      'web/src/app/style-nonce.ts': 'export const styleNonce = 1;\n',
      'web/src/components/DataTable.tsx':
        "import { styleNonce } from '../app/style-nonce';\nexport type ServerPaging = typeof styleNonce;\n",
      'web/src/lib/useServerList.ts':
        "import type { ServerPaging } from '../components/DataTable';\nexport type Paging = ServerPaging;\n",
      'web/src/screens/audit/useRecordHistory.ts': 'export const useRecordHistory = 1;\n',
      'web/src/screens/invoices/generator/InvoiceGeneratorDialog.tsx': 'export default 1;\n',
      'web/src/screens/invoices/generator/invoice-draft.ts': 'export const emptyInvoice = 1;\n',
      'web/src/screens/tasks/TasksScreen.tsx': [
        "import { useRecordHistory } from '../audit/useRecordHistory';",
        "import { SideNav } from '../../app/layout/SideNav';",
        "import { useSession } from '../../app/session/SessionProvider';",
        "import InvoiceGeneratorDialog from '../invoices/generator/InvoiceGeneratorDialog';",
        "import { emptyInvoice } from '../invoices/generator/invoice-draft';",
        'export const all = [useRecordHistory, SideNav, useSession, InvoiceGeneratorDialog, emptyInvoice];',
        '',
      ].join('\n'),
    });
    try {
      const { status, violations } = cruise(dir, ['web/src']);
      expect(status).not.toBe(0);
      expect(violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`).sort()).toEqual([
        'web-lib-not-components: web/src/lib/useServerList.ts → web/src/components/DataTable.tsx',
        'web-screen-not-another-screen: web/src/screens/tasks/TasksScreen.tsx → web/src/screens/audit/useRecordHistory.ts',
        'web-screen-not-another-screen: web/src/screens/tasks/TasksScreen.tsx → web/src/screens/invoices/generator/invoice-draft.ts',
        'web-screens-only-session-from-app: web/src/screens/tasks/TasksScreen.tsx → web/src/app/layout/SideNav.tsx',
        'web-shared-parts-not-up: web/src/components/DataTable.tsx → web/src/app/style-nonce.ts',
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
