import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates a received CII document against the Factur-X 1.07.3 EN 16931 XML schema
 * (`gateway/schemas/factur-x`, see its README) with libxml2's xmllint compiled to WebAssembly,
 * in a worker thread of its own: the event loop keeps serving while it runs. Answers xmllint's
 * messages, none when valid. Only documents already refused any DOCTYPE reach it.
 */

const MAIN_SCHEMA = 'Factur-X_1.07.3_EN16931.xsd';
/** At most this many schema messages are listed on a record: past that they repeat one mistake. */
const MAX_MESSAGES = 5;

/** gateway/schemas/factur-x, found from this file whether it runs compiled (dist/src) or not (src). */
function schemaDir(): string {
  let dir = __dirname;
  for (let i = 0; i < 6; i += 1) {
    dir = path.dirname(dir);
    const candidate = path.join(dir, 'schemas', 'factur-x');
    if (fs.existsSync(path.join(candidate, MAIN_SCHEMA))) return candidate;
  }
  throw new Error('gateway/schemas/factur-x is missing');
}

let schemas: { fileName: string; contents: string }[] | null = null;
function loadSchemas() {
  if (schemas) return schemas;
  const dir = schemaDir();
  schemas = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.xsd'))
    .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(dir, fileName), 'utf8') }));
  return schemas;
}

export async function ciiSchemaErrors(xml: string): Promise<string[]> {
  const all = loadSchemas();
  const result = await validateXML({
    xml: [{ fileName: 'invoice.xml', contents: xml }],
    schema: all.filter((schema) => schema.fileName === MAIN_SCHEMA),
    preload: all.filter((schema) => schema.fileName !== MAIN_SCHEMA),
  });
  return result.valid ? [] : result.errors.slice(0, MAX_MESSAGES).map((error) => error.message.trim());
}
