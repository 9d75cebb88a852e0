import { validate } from 'dockerfile-utils';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { dockerfileStages, dockerfileText, execForm, instructions, stageEnv } from './support/dockerfile';
import { readText } from './support/files';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';

const stages = dockerfileStages();
const byName = (name: string) => {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`no stage ${name}`);
  return stage;
};
// `docker build .` without --target builds the last stage.
const runtime = stages[stages.length - 1];
const runs = (name: string) =>
  instructions(byName(name), 'RUN')
    .map((i) => i.text)
    .join('\n');
const rootManifest = JSON.parse(readText('package.json')) as { workspaces: string[]; scripts: Record<string, string> };

describe('Dockerfile', () => {
  it('parses without errors', () => {
    const errors = validate(dockerfileText()).filter((d) => d.severity === 1);
    expect(errors.map((d) => `line ${d.range.start.line + 1}: ${d.message}`)).toEqual([]);
  });

  it('the parse check catches mistakes', () => {
    const broken = dockerfileText().replace('EXPOSE 8080', 'EXPOSE eighty').replace('WORKDIR /app', 'WORKDIR');
    expect(validate(broken).filter((d) => d.severity === 1).length).toBeGreaterThanOrEqual(2);
  });

  it('installs, builds, then runs the gateway in a separate slim Node LTS stage (the default target)', () => {
    expect(runtime.name).toBe('runtime');
    expect(runtime.image).toMatch(
      /^node:(22|24)(\.\d+)*-(bookworm|trixie|bullseye)-slim$|^node:(22|24)(\.\d+)*-alpine/,
    );
    expect(runs('deps')).toMatch(/npm ci\b/);
    expect(runs('build')).toMatch(/npm run build -w gateway/);
    expect(runs('build')).toMatch(/npm run build -w web/);
    // Only COPYs from other stages bring anything into the runtime image: no sources, no tools.
    for (const copy of instructions(runtime, 'COPY')) expect(copy.text).toMatch(/--from=(prod-deps|build)\b/);
  });

  it('ships production dependencies only', () => {
    expect(runs('prod-deps')).toMatch(/npm ci --omit=dev/);
    const nodeModules = instructions(runtime, 'COPY').filter((c) => /node_modules/.test(c.text));
    expect(nodeModules.length).toBeGreaterThan(0);
    for (const copy of nodeModules) expect(copy.text).toMatch(/--from=prod-deps\b/);
  });

  it('runs as a non-root user, by number', () => {
    const users = instructions(runtime, 'USER');
    expect(users.length).toBeGreaterThan(0);
    const user = users[users.length - 1].text.split(':')[0];
    expect(user).toMatch(/^[1-9]\d*$/);
  });

  it('sets NODE_ENV=production and listens on 0.0.0.0 at the port it exposes', () => {
    const env = stageEnv(runtime);
    expect(env).toMatchObject({ NODE_ENV: 'production', HOST: '0.0.0.0' });
    const config = loadConfig({ ...env, JWT_SECRET: TEST_JWT_SECRET, SECRETS_KEY: TEST_SECRETS_KEY });
    expect(config.production).toBe(true);
    expect(instructions(runtime, 'EXPOSE').map((e) => e.text)).toEqual([String(config.port)]);
  });

  it('health-checks /healthz and starts the compiled gateway', () => {
    const [healthcheck] = instructions(runtime, 'HEALTHCHECK');
    expect(healthcheck.text).toMatch(/\/healthz/);
    expect(execForm(healthcheck.text)).not.toBeNull();
    const [cmd] = instructions(runtime, 'CMD');
    expect(execForm(cmd.text)).toEqual(['node', 'gateway/dist/src/main.js']);
  });

  it('bakes in no secret', () => {
    for (const stage of stages) {
      for (const instruction of stage.instructions.filter((i) => i.keyword === 'ENV' || i.keyword === 'ARG')) {
        expect(instruction.text).not.toMatch(/SECRET|PASSWORD|TOKEN|DATABASE_URL|API_KEY/i);
      }
      for (const copy of instructions(stage, 'COPY')) expect(copy.text).not.toMatch(/\.env\b/);
    }
  });

  it('keeps secrets, dependencies and build output out of the build context', () => {
    const ignored = readText('.dockerignore')
      .split('\n')
      .map((line) => line.trim());
    expect(ignored).toEqual(expect.arrayContaining(['.env', '.git', '**/node_modules', '**/dist']));
  });

  it('builds the Storybook catalogue as its own target, served by an unprivileged nginx', () => {
    const storybook = byName('storybook');
    expect(storybook.image).toMatch(/^nginxinc\/nginx-unprivileged:/);
    expect(runs('storybook-build')).toMatch(/npm run build-storybook/);
    expect(
      instructions(storybook, 'COPY')
        .map((c) => c.text)
        .join('\n'),
    ).toMatch(/--from=storybook-build \/app\/storybook-static /);
    expect(instructions(storybook, 'EXPOSE').map((e) => e.text)).toEqual(['8080']);
    expect(instructions(storybook, 'HEALTHCHECK')).toHaveLength(1);
  });

  it('has the build-storybook script the storybook target runs, writing where that target copies from', () => {
    const script = rootManifest.scripts['build-storybook'];
    expect(script).toMatch(/^storybook build\b/);
    expect(script).toMatch(/\s(-o|--output-dir)[ =]storybook-static\b/);
  });

  it('gives `npm ci` every workspace of package.json, in both install stages', () => {
    for (const name of ['deps', 'prod-deps']) {
      const install = instructions(byName(name), 'RUN').find((run) => /npm ci\b/.test(run.text))!;
      // COPY's sources: every argument but the flags and the destination.
      const copiedBefore = instructions(byName(name), 'COPY')
        .filter((copy) => copy.line < install.line)
        .flatMap((copy) =>
          copy.text
            .split(/\s+/)
            .filter((arg) => !arg.startsWith('--'))
            .slice(0, -1),
        );
      expect(copiedBefore).toEqual(
        expect.arrayContaining(rootManifest.workspaces.map((workspace) => `${workspace}/package.json`)),
      );
    }
  });

  it('builds the shared rules (@pilotage/domain) and ships their compiled JS, which the gateway requires at run time', () => {
    expect(instructions(byName('build'), 'COPY').map((copy) => copy.text)).toContain('domain domain');
    expect(runs('build')).toMatch(/npm run build -w domain\b/);
    const shipped = instructions(runtime, 'COPY').map((copy) =>
      copy.text.split(/\s+/).filter((arg) => !arg.startsWith('--')),
    );
    expect(shipped).toEqual(
      expect.arrayContaining([
        ['/app/domain/package.json', 'domain/'],
        ['/app/domain/dist', 'domain/dist'],
      ]),
    );
  });
});
