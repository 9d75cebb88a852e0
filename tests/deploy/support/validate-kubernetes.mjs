// Validates Kubernetes manifests (a JSON array on stdin) against the JSON schemas of the
// Kubernetes OpenAPI, as compiled by the kubernetes-models package. Prints a JSON array of
// { index, errors } for the manifests it has a model for; `errors: null` means no model.
// Runs as plain Node: kubernetes-models is ESM-only, which jest's module system cannot load.
import { readFileSync } from 'node:fs';

const manifests = JSON.parse(readFileSync(0, 'utf8'));
const results = [];
for (const [index, manifest] of manifests.entries()) {
  let Model = null;
  // Core kinds are `v1`, the others `group/version`: kubernetes-models mirrors that layout.
  if (/^([a-z0-9.]+\/)?v\d+((alpha|beta)\d+)?$/.test(manifest.apiVersion)) {
    try {
      Model = (await import(`kubernetes-models/${manifest.apiVersion}`))[manifest.kind] ?? null;
    } catch {
      Model = null;
    }
  }
  if (!Model) {
    results.push({ index, errors: null });
    continue;
  }
  try {
    new Model(manifest).validate();
    results.push({ index, errors: [] });
  } catch (error) {
    const details = error.errors ?? [{ instancePath: '', message: String(error) }];
    results.push({
      index,
      errors: details.map(
        (e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`,
      ),
    });
  }
}
process.stdout.write(JSON.stringify(results));
