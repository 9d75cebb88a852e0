import fs from 'node:fs';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export const ROOT = path.resolve(__dirname, '..', '..', '..');

export const readText = (relative: string) => fs.readFileSync(path.join(ROOT, relative), 'utf8');

export function readYaml<T = any>(relative: string): T {
  return parse(readText(relative)) as T;
}

/** Every document of a multi-document YAML stream, failing on the first syntax error. */
export function parseYamlStream(text: string): any[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('\n'));
      return doc.toJS();
    })
    .filter((doc) => doc !== null);
}

/** Variable names the gateway reads from the environment (`env.NAME` in config.ts). */
export function gatewayEnvironmentVariables(): Set<string> {
  const source = readText('gateway/src/kernel/config/config.ts');
  return new Set([...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
}
