import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import type { Manifest } from './kustomize';

// Built-in kinds: the Kubernetes OpenAPI JSON schemas compiled by kubernetes-models, run in a
// plain Node process (validate-kubernetes.mjs). CloudNativePG kinds: the hand-written schemas
// in ../schemas/cloudnative-pg (see its README).

const CRD_SCHEMAS: Record<string, string> = {
  'postgresql.cnpg.io/v1/Cluster': 'cloudnative-pg/cluster.schema.json',
  'postgresql.cnpg.io/v1/ScheduledBackup': 'cloudnative-pg/scheduledbackup.schema.json',
};

let crdAjv: Ajv | null = null;

function crdAjvInstance(): Ajv {
  if (!crdAjv) {
    crdAjv = new Ajv({ allErrors: true, strict: true });
    const dir = path.join(__dirname, '..', 'schemas', 'cloudnative-pg');
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json'))) {
      crdAjv.addSchema(JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')));
    }
  }
  return crdAjv;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);

/** Schema errors by manifest (same order); a manifest of a kind with no known schema is an error. */
export function schemaErrors(manifests: Manifest[]): string[][] {
  const builtIn = JSON.parse(
    execFileSync(process.execPath, [path.join(__dirname, 'validate-kubernetes.mjs')], {
      input: JSON.stringify(manifests),
      encoding: 'utf8',
    }),
  ) as { index: number; errors: string[] | null }[];
  return manifests.map((manifest, index) => {
    const key = `${manifest.apiVersion}/${manifest.kind}`;
    const crd = CRD_SCHEMAS[key];
    if (crd) {
      const validate = crdAjvInstance().getSchema(crd)!;
      return validate(manifest) ? [] : describeErrors(validate.errors);
    }
    return builtIn[index].errors ?? [`no schema known for ${key}`];
  });
}
