import fs from 'node:fs';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

/**
 * Validates a CII document against the Factur-X 1.07.3 EN16931 XML schema (gateway/schemas/factur-x, see its README; the gateway validates received CII with them too)
 * with libxml2's xmllint compiled to WebAssembly; returns xmllint's messages, none when valid.
 */

const XSD_DIR = path.resolve(__dirname, '../../../gateway/schemas/factur-x');
const MAIN_SCHEMA = 'Factur-X_1.07.3_EN16931.xsd';
const schemas = fs
  .readdirSync(XSD_DIR)
  .filter((name) => name.endsWith('.xsd'))
  .map((fileName) => ({ fileName, contents: fs.readFileSync(path.join(XSD_DIR, fileName), 'utf8') }));

export async function facturXSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'factur-x.xml', contents: xml }],
    schema: schemas.filter((schema) => schema.fileName === MAIN_SCHEMA),
    preload: schemas.filter((schema) => schema.fileName !== MAIN_SCHEMA),
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
