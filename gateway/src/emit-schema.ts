import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schemaSdl } from './composition/graphql-schema';
import { openApiDocument } from './composition/rest-api';

const SCHEMA_DIR = path.resolve(__dirname, '..', '..', '..', 'schema');

/** `npm run schema`: writes schema/schema.graphql from the resolvers and schema/openapi.json from the REST routes. */
async function emit() {
  await fs.writeFile(path.join(SCHEMA_DIR, 'schema.graphql'), await schemaSdl());
  await fs.writeFile(path.join(SCHEMA_DIR, 'openapi.json'), JSON.stringify(await openApiDocument(), null, 2) + '\n');
}

emit().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
