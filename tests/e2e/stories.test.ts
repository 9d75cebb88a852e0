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

const OUTCOMES = ['storyRendered', 'storyErrored', 'storyThrewException', 'storyMissing'];
// A story that neither renders nor fails within this time fails the test under its own id.
const STORY_DEADLINE_MS = 60_000;
const STUCK = `neither rendered nor failed within ${STORY_DEADLINE_MS / 1000} s`;

/** What the preview page holds for the test: Storybook's channel and the outcomes recorded from it. */
interface Preview {
  __storyOutcomes: string[];
  __STORYBOOK_ADDONS_CHANNEL__: { emit(e: string, p: unknown): void };
}

/**
 * Records the outcome of every render of the preview from its first one on: Storybook creates its
 * channel by assigning the global, and the first story (the one in the address) may finish
 * rendering before any script the test adds could listen.
 */
function recordOutcomes(events: string[]): void {
  const outcomes: string[] = [];
  let channel: { on(e: string, f: (p: unknown) => void): void } | undefined;
  Object.assign(window, { __storyOutcomes: outcomes });
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: NonNullable<typeof channel>) {
      channel = value;
      for (const event of events)
        value.on(event, (payload) =>
          outcomes.push(event === 'storyRendered' ? '' : `${event}: ${JSON.stringify(payload)}`),
        );
    },
  });
}

/** The error text of the story's render outcome (empty when it rendered), once it is known. */
async function outcome(page: Page, count: number): Promise<string> {
  try {
    await page.waitForFunction((known) => (window as unknown as Preview).__storyOutcomes.length > known, count, {
      timeout: STORY_DEADLINE_MS,
    });
  } catch {
    return STUCK;
  }
  return page.evaluate((known) => (window as unknown as Preview).__storyOutcomes[known], count);
}

/**
 * Switches the loaded preview to another story through Storybook's channel (much faster than
 * reloading the iframe) and resolves with the error text when the story fails to render. The
 * previous story's render is over, so the next outcome is this story's.
 */
async function renderStory(page: Page, id: string): Promise<string> {
  const count = await page.evaluate((storyId) => {
    const preview = window as unknown as Preview;
    const known = preview.__storyOutcomes.length;
    preview.__STORYBOOK_ADDONS_CHANNEL__.emit('setCurrentStory', { storyId, viewMode: 'story' });
    return known;
  }, id);
  return outcome(page, count);
}

/** The story's serious and critical axe violations, one line each, once it has stopped moving. */
async function seriousViolations(page: Page, id: string): Promise<string[]> {
  await settled(page);
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
  const found = violations.filter((v) => SHOWN_IMPACTS.has(v.impact ?? ''));
  if (found.length > 0) await screenshot(page, `story-${id}`);
  return found.map(
    (violation) =>
      `${id}: ${violation.impact} ${violation.id} (${violation.help}) at ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
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
  await page.addInitScript(recordOutcomes, OUTCOMES);
  // The first story is the one in the address; the others are switched to in the loaded preview.
  let story = queue.shift();
  if (story) {
    current = story.id;
    await page.goto(`${site}/iframe.html?id=${story.id}&viewMode=story`);
    let failure = await outcome(page, 0);
    await page.addScriptTag({ content: axeSource });
    while (story) {
      problems.push(...(failure ? [`${story.id}: ${failure}`] : await seriousViolations(page, story.id)));
      // A preview that stopped answering leaves the rest of the queue to the other pages.
      if (failure === STUCK) break;
      story = queue.shift();
      if (!story) break;
      current = story.id;
      failure = await renderStory(page, story.id);
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
