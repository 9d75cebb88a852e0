import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { parseYamlStream } from './files';
import type { Manifest } from './kustomize';

// A stand-in for `kustomize build` covering exactly the features k8s/ uses (resources, namespace,
// labels, images, strategic-merge patches and `$patch: delete`), so that the tests need no kubectl.
// kubernetes.test.ts checks that it renders the same manifests as the committed renders of the real
// kustomize (tests/deploy/kustomize-renders/); a kustomization using anything else is refused, not
// misrendered.

const SUPPORTED = new Set(['apiVersion', 'kind', 'resources', 'namespace', 'labels', 'images', 'patches']);
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'CustomResourceDefinition',
  'StorageClass',
  'PersistentVolume',
]);
// Strategic-merge keys of the list fields the patches touch; other lists are replaced.
const MERGE_KEYS: Record<string, string> = {
  containers: 'name',
  initContainers: 'name',
  env: 'name',
  volumes: 'name',
  volumeMounts: 'mountPath',
  ports: 'containerPort',
};

type Json = any;

function isObject(value: unknown): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strategic merge for built-in kinds; plain JSON merge (lists replaced) for custom resources. */
function merge(target: Json, patch: Json, strategic: boolean, field = ''): Json {
  if (isObject(target) && isObject(patch)) {
    const result: Record<string, Json> = { ...target };
    for (const [key, value] of Object.entries(patch)) {
      if (value === null) delete result[key];
      else result[key] = key in target ? merge(target[key], value, strategic, key) : value;
    }
    return result;
  }
  const key = MERGE_KEYS[field];
  if (strategic && key && Array.isArray(target) && Array.isArray(patch)) {
    const result = target.map((item) => ({ ...item }));
    for (const item of patch) {
      const index = result.findIndex((existing) => existing[key] === item[key]);
      if (index >= 0) result[index] = merge(result[index], item, strategic);
      else result.push(item);
    }
    return result;
  }
  return patch;
}

const podTemplates = (m: Manifest): Json[] =>
  [m.spec?.template, m.spec?.jobTemplate?.spec?.template].filter((t) => isObject(t));

function setImages(manifest: Manifest, images: { name: string; newName?: string; newTag?: string }[]) {
  for (const template of podTemplates(manifest)) {
    for (const container of [...(template.spec?.containers ?? []), ...(template.spec?.initContainers ?? [])]) {
      const [name, tag] = String(container.image).split(/:(?=[^/]+$)/);
      const rule = images.find((image) => image.name === name);
      if (rule) container.image = `${rule.newName ?? name}${(rule.newTag ?? tag) ? `:${rule.newTag ?? tag}` : ''}`;
    }
  }
}

function matches(manifest: Manifest, target: { kind?: string; name?: string }) {
  return (!target.kind || manifest.kind === target.kind) && (!target.name || manifest.metadata.name === target.name);
}

export function buildKustomization(dir: string): Manifest[] {
  const kustomization = parse(fs.readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'));
  const unsupported = Object.keys(kustomization).filter((key) => !SUPPORTED.has(key));
  if (unsupported.length > 0) throw new Error(`kustomize-lite does not support ${unsupported.join(', ')} (${dir})`);

  let manifests: Manifest[] = [];
  for (const resource of kustomization.resources ?? []) {
    const full = path.join(dir, resource);
    manifests.push(
      ...(fs.statSync(full).isDirectory()
        ? buildKustomization(full)
        : (parseYamlStream(fs.readFileSync(full, 'utf8')) as Manifest[])),
    );
  }
  manifests = structuredClone(manifests);

  for (const entry of kustomization.patches ?? []) {
    const patch = entry.path ? parse(fs.readFileSync(path.join(dir, entry.path), 'utf8')) : parse(entry.patch);
    const target = entry.target ?? { kind: patch.kind, name: patch.metadata?.name };
    if (patch.$patch === 'delete') {
      manifests = manifests.filter((m) => !matches(m, target));
      continue;
    }
    const { apiVersion: _apiVersion, kind: _kind, ...body } = patch;
    manifests = manifests.map((m) => (matches(m, target) ? merge(m, body, !m.apiVersion.includes('.cnpg.io/')) : m));
  }

  for (const manifest of manifests) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(manifest.kind))
      manifest.metadata.namespace = kustomization.namespace;
    for (const { pairs, includeSelectors, includeTemplates } of kustomization.labels ?? []) {
      if (includeSelectors) throw new Error('kustomize-lite does not support labels.includeSelectors');
      manifest.metadata.labels = { ...manifest.metadata.labels, ...pairs };
      if (includeTemplates) {
        for (const template of podTemplates(manifest))
          template.metadata = { ...template.metadata, labels: { ...template.metadata?.labels, ...pairs } };
      }
    }
    setImages(manifest, kustomization.images ?? []);
  }
  return manifests;
}
