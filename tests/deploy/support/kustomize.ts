import { execFileSync } from 'node:child_process';
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

function commandWorks(command: string, args: string[]): boolean {
  try {
    execFileSync(command, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

let kubectl: boolean | null = null;

/** Whether `kubectl kustomize` (kustomize built into kubectl) is installed here. */
export function hasKubectl(): boolean {
  kubectl ??= commandWorks('kubectl', ['kustomize', '--help']);
  return kubectl;
}

/** What `kubectl kustomize` renders (the manifests `kubectl apply -k` would send). */
export function kubectlKustomize(relativeDir: string): Manifest[] {
  const output = execFileSync('kubectl', ['kustomize', path.join(ROOT, relativeDir)], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return parseYamlStream(output) as Manifest[];
}

const cache = new Map<string, Manifest[]>();

/** The rendered manifests: by kubectl when installed, else by kustomize-lite (checked equal to it). */
export function renderKustomization(relativeDir: string): Manifest[] {
  let manifests = cache.get(relativeDir);
  if (!manifests) {
    manifests = hasKubectl() ? kubectlKustomize(relativeDir) : buildKustomization(path.join(ROOT, relativeDir));
    cache.set(relativeDir, manifests);
  }
  return manifests;
}

export function find(manifests: Manifest[], kind: string, name?: string): Manifest {
  const found = manifests.filter((m) => m.kind === kind && (name === undefined || m.metadata.name === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return found[0];
}

export function findAll(manifests: Manifest[], kind: string): Manifest[] {
  return manifests.filter((m) => m.kind === kind);
}
