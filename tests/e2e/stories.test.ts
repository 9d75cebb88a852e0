import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { settled } from './support/axe';
import { launchChromium, screenshot } from './support/browser';
import { serveDirectory } from './support/static-server';

const root = path.resolve(__dirname, '../..');
// Built once before the tests that walk it (`npm run build-storybook`, run by `npm test` and `npm run test:e2e`).
const staticDir = path.join(root, 'storybook-static');
const SHOWN_IMPACTS = new Set(['serious', 'critical']);
// Preview pages auditing at the same time: one per core, up to four (each holds a preview).
const PAGES = Math.min(4, os.availableParallelism());

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
let site: { url: string; close(): Promise<void> };

/** The newest modification time of the files under `dir`. */
function newestChange(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((newest, entry) => Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs), 0);
}

beforeAll(async () => {
  // The catalogue must show the current sources: a stale build would test yesterday's screens.
  const index = path.join(staticDir, 'index.json');
  if (!fs.existsSync(index)) throw new Error('storybook-static/ is missing: run `npm run build-storybook` first.');
  const built = fs.statSync(index).mtimeMs;
  const sources = Math.max(...['stories', 'web/src', 'domain/src'].map((dir) => newestChange(path.join(root, dir))));
  if (sources > built)
    throw new Error('storybook-static/ is older than the sources: run `npm run build-storybook` again.');
  site = await serveDirectory(staticDir);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.close();
});

/**
 * Switches the already loaded preview to a story through Storybook's channel (much faster than
 * reloading the iframe) and resolves with the error text when the story fails to render.
 */
async function renderStory(page: Page, id: string): Promise<string | null> {
  const failure = await page.evaluate(
    (storyId) =>
      new Promise<string | null>((resolve) => {
        const channel = (
          window as unknown as {
            __STORYBOOK_ADDONS_CHANNEL__: {
              on(e: string, f: (p: unknown) => void): void;
              off(e: string, f: (p: unknown) => void): void;
              emit(e: string, p: unknown): void;
            };
          }
        ).__STORYBOOK_ADDONS_CHANNEL__;
        const events = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
        const handlers = events.map((event) => {
          const handler = (payload: unknown) => {
            events.forEach((name, i) => channel.off(name, handlers[i]));
            resolve(event === 'storyRendered' ? null : `${event}: ${JSON.stringify(payload)}`);
          };
          channel.on(event, handler);
          return handler;
        });
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    id,
  );
  await settled(page);
  return failure;
}

/** Audits stories one after the other in one preview page, reporting every problem under the story's id. */
async function auditStories(site: string, queue: IndexEntry[], axeSource: string, problems: string[]): Promise<void> {
  // Its own context, so its own renderer process: the pages audit in parallel on every core.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  let current = '';
  page.on('pageerror', (error) => problems.push(`${current}: page error ${error.message}`));
  page.on('console', (message) => {
    // Failed requests are reported below with their address. The Data Grid and the charts
    // measure their parent while Storybook still hides the root between two stories (a zero
    // width, so a negative plot width); the app's own e2e tests watch the console for these
    // messages in real pages.
    const text = message.text();
    const hiddenRootArtefact =
      text.includes('x-data-grid-no-dimensions') ||
      /attribute (width|height): A negative value is not valid/.test(text);
    if (message.type() === 'error' && !text.startsWith('Failed to load resource') && !hiddenRootArtefact) {
      problems.push(`${current}: console error ${text}`);
    }
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
      problems.push(`${current}: ${response.status()} ${response.url()}`);
  });
  await page.goto(`${site}/iframe.html?id=${queue[0].id}&viewMode=story`);
  await page.waitForFunction(() =>
    ['sb-show-main', 'sb-show-errordisplay'].some((name) => document.body.classList.contains(name)),
  );
  await page.addScriptTag({ content: axeSource });
  for (let story = queue.shift(); story; story = queue.shift()) {
    current = story.id;
    const failure = await renderStory(page, story.id);
    if (failure) {
      problems.push(`${story.id}: ${failure}`);
      continue;
    }
    const violations = await page.evaluate(
      async (shown) => {
        const axe = (
          window as unknown as {
            axe: {
              run(context: unknown, options: unknown): Promise<{ violations: AxeViolation[] }>;
              _audit?: { rules: { id: string; impact?: string }[] };
            };
          }
        ).axe;
        // A violation's impact is its rule's: a rule whose impact is not shown can only find what
        // this test would leave out, so it is not run at all (about 40% of axe's time).
        const unshown = (axe._audit?.rules ?? []).filter(
          (rule) => rule.impact !== undefined && !shown.includes(rule.impact),
        );
        const rules = Object.fromEntries(unshown.map((rule) => [rule.id, { enabled: false }]));
        const result = await axe.run({ exclude: [['#storybook-docs']] }, { resultTypes: ['violations'], rules });
        return result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.slice(0, 3).map((n) => ({ target: n.target })),
        }));
      },
      [...SHOWN_IMPACTS],
    );
    for (const violation of violations.filter((v) => SHOWN_IMPACTS.has(v.impact ?? ''))) {
      problems.push(
        `${story.id}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      await screenshot(page, `story-${story.id}`);
    }
  }
  await context.close();
}

describe('Storybook catalogue in Chromium', () => {
  it('renders every story without errors or serious accessibility violations', async () => {
    const index = JSON.parse(fs.readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
      entries: Record<string, IndexEntry>;
    };
    const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
    expect(stories.length).toBeGreaterThan(60);
    const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
    const problems: string[] = [];
    // One shared queue: each page takes the next story when it is done with its own.
    const queue = [...stories];
    await Promise.all(Array.from({ length: PAGES }, () => auditStories(site.url, queue, axeSource, problems)));
    expect(problems).toEqual([]);
  }, 600_000);
});
