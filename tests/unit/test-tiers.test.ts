import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// `npm test` runs every tier; `npm run test:<tier>` one of them. A test file left out of every
// tier would only run in the full suite, and one in two tiers would run twice: both are refused.
const ROOT = path.resolve(__dirname, '../..');
const TIERS = ['unit', 'api', 'e2e', 'slow', 'measured'] as const;
const scripts: Record<string, string> = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).scripts;

/** The jest projects a tier's script selects. */
function projectsOf(tier: string): string[] {
  const match = /jest (?:--[\w-]+=\S+ )*--selectProjects ((?:[\w-]+ ?)+)$/.exec(scripts[`test:${tier}`] ?? '');
  if (!match) throw new Error(`package.json has no "test:${tier}" script ending in jest --selectProjects …`);
  return match[1].trim().split(' ');
}

/** The test files jest would run for these projects, relative to the repository. */
function listTests(projects: string[]): string[] {
  const jest = path.join(ROOT, 'node_modules/.bin/jest');
  const out = execFileSync(jest, ['--listTests', '--json', '--selectProjects', ...projects], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return (JSON.parse(out) as string[]).map((file) => path.relative(ROOT, file)).sort();
}

/** Every test file in the repository's tests/ folder. */
function testFiles(): string[] {
  return fs
    .readdirSync(path.join(ROOT, 'tests'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
    .map((file) => path.join('tests', file))
    .sort();
}

describe('test tiers', () => {
  const byTier = Object.fromEntries(TIERS.map((tier) => [tier, listTests(projectsOf(tier))]));

  it('runs every tier from npm test, each in a fresh jest run, after building the client and the catalogue', () => {
    // One jest run per tier: a single run of every project in one long-lived worker is slower by a third.
    const runs = [...scripts.test.matchAll(/jest (?:--[\w-]+=\S+ )*--selectProjects ((?:[\w-]+ ?)+?)(?= &&|$)/g)].map(
      (run) => run[1].trim(),
    );
    expect(scripts.test.startsWith('npm run build && npm run build-storybook && ')).toBe(true);
    expect(runs).toEqual(TIERS.map((tier) => projectsOf(tier).join(' ')));
    // With the same jest options as the tier's own script (the api tier's worker count).
    for (const tier of TIERS) {
      const script = scripts[`test:${tier}`];
      expect(scripts.test).toContain(script.slice(script.indexOf('jest ')));
    }
  });

  it.each(TIERS)('has tests in the %s tier', (tier) => {
    expect(byTier[tier].length).toBeGreaterThan(0);
  });

  it('puts every test file in exactly one tier', () => {
    const counted = new Map<string, string[]>();
    for (const tier of TIERS) for (const file of byTier[tier]) counted.set(file, [...(counted.get(file) ?? []), tier]);
    const twice = [...counted].filter(([, tiers]) => tiers.length > 1);
    expect(twice).toEqual([]);
    expect([...counted.keys()].sort()).toEqual(testFiles());
  });

  it('keeps the unit tier free of the database and of builds', () => {
    // jest.config.js is CommonJS, read as jest itself reads it.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const config = require(path.join(ROOT, 'jest.config.js')) as {
      projects: { displayName: string; globalSetup?: string }[];
    };
    const unit = config.projects.filter((project) => projectsOf('unit').includes(project.displayName));
    expect(unit.map((project) => project.globalSetup)).toEqual(unit.map(() => undefined));
    expect(scripts['test:unit']).not.toMatch(/build/);
  });
});
