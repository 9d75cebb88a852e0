import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, parseYamlStream } from './files';
import { buildKustomization } from './kustomize-lite';

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  [key: string]: any;
}

const cache = new Map<string, Manifest[]>();

/** The manifests `kubectl apply -k` would send, rendered in JS by kustomize-lite (no kubectl needed). */
export function renderKustomization(relativeDir: string): Manifest[] {
  let manifests = cache.get(relativeDir);
  if (!manifests) {
    manifests = buildKustomization(path.join(ROOT, relativeDir));
    cache.set(relativeDir, manifests);
  }
  return manifests;
}

// The real kustomize's render of each kustomization is committed under tests/deploy/kustomize-renders/,
// headed by a digest of the k8s/ it was rendered from: kustomize-lite is checked against it on every
// machine, and a change under k8s/ fails until the renders are made again where kubectl is installed.
const RENDERS_DIR = path.join(ROOT, 'tests/deploy/kustomize-renders');
const DIGEST_LINE = /^# k8s\/ digest: ([0-9a-f]{64})$/m;
export const RENDER_COMMAND = 'UPDATE_KUSTOMIZE_RENDERS=1 npx jest tests/deploy/kubernetes.test.ts';

const renderFile = (relativeDir: string) => path.join(RENDERS_DIR, `${path.basename(relativeDir)}.yaml`);

function yamlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? yamlFiles(path.join(dir, entry.name))
        : /\.ya?ml$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** What every YAML file under k8s/ says, parsed: comments and layout do not count. */
export function k8sDigest(): string {
  const hash = crypto.createHash('sha256');
  for (const file of yamlFiles(path.join(ROOT, 'k8s'))) {
    hash.update(`${path.relative(ROOT, file)}\0${JSON.stringify(parseYamlStream(fs.readFileSync(file, 'utf8')))}\0`);
  }
  return hash.digest('hex');
}

/** The committed render of the real kustomize, and the digest of the k8s/ it came from. */
export function committedRender(relativeDir: string): { digest: string | null; manifests: Manifest[] } {
  const text = fs.readFileSync(renderFile(relativeDir), 'utf8');
  return { digest: DIGEST_LINE.exec(text)?.[1] ?? null, manifests: parseYamlStream(text) as Manifest[] };
}

/** Renders with `kubectl kustomize` (kustomize built into kubectl) and commits the result's file. */
export function writeCommittedRender(relativeDir: string): void {
  const rendered = execFileSync('kubectl', ['kustomize', path.join(ROOT, relativeDir)], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const version =
    execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8' }).match(/Kustomize Version: (\S+)/)?.[1] ??
    'unknown';
  const header = [
    `# \`kubectl kustomize ${relativeDir}\` (kustomize ${version}). Generated: ${RENDER_COMMAND}`,
    `# k8s/ digest: ${k8sDigest()}`,
  ].join('\n');
  fs.mkdirSync(RENDERS_DIR, { recursive: true });
  fs.writeFileSync(renderFile(relativeDir), `${header}\n${rendered}`);
}

export function find(manifests: Manifest[], kind: string, name?: string): Manifest {
  const found = manifests.filter((m) => m.kind === kind && (name === undefined || m.metadata.name === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return found[0];
}

export function findAll(manifests: Manifest[], kind: string): Manifest[] {
  return manifests.filter((m) => m.kind === kind);
}
