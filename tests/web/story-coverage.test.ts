/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const webSrc = path.join(root, 'web/src');
const storiesDir = path.join(root, 'stories');

// Containers and wiring render no markup of their own: their views are the ones catalogued.
const NOT_VIEWS = [
  /Screen\.tsx$/,
  /Provider\.tsx$/,
  /^main\.tsx$/,
  /^boot\.tsx$/,
  // The pages rendered to HTML at build time (LoginView and SignedInShellView have their stories).
  /^prerender\/pages\.tsx$/,
  /^app\/App\.tsx$/,
  /^app\/AppRoutes\.tsx$/,
  /^app\/guards\.tsx$/,
  /^app\/layout\/AppLayout\.tsx$/,
  // MUI's Tooltip around its child, mounted late: catalogued in AppLayoutView's stories.
  /^app\/layout\/LateTooltip\.tsx$/,
];

function files(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : files(full, suffix);
    return entry.name.endsWith(suffix) ? [full] : [];
  });
}

describe('Storybook catalogue', () => {
  const views = files(webSrc, '.tsx')
    .map((file) => path.relative(webSrc, file))
    .filter((file) => !NOT_VIEWS.some((pattern) => pattern.test(file)));
  const stories = files(storiesDir, '.stories.tsx');

  it('finds the views', () => {
    expect(views.length).toBeGreaterThan(20);
  });

  it.each(views)('%s has a story file that renders it', (view) => {
    const name = path.basename(view, '.tsx');
    const story = stories.find((file) => path.basename(file) === `${name}.stories.tsx`);
    expect(story).toBeDefined();
    const source = fs.readFileSync(story!, 'utf8');
    expect(source).toContain(`web/src/${view.replace(/\.tsx$/, '')}'`);
    expect(source).toMatch(/export const \w+: Story/);
  });

  it('every screen and component has a dark-mode story', () => {
    const withoutDark = stories.filter((file) => !fs.readFileSync(file, 'utf8').includes("colorMode: 'dark'"));
    expect(withoutDark.map((file) => path.relative(root, file))).toEqual([]);
  });
});
