import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schemaSdl } from './composition/graphql-schema';
import { openApiDocument } from './composition/rest-api';
import { dumpDatabaseSchema } from './kernel/database/schema-dump';
import { withMigratedThrowawayDatabase } from './composition/throwaway-database';

const SCHEMA_DIR = path.resolve(__dirname, '..', '..', '..', 'schema');

/**
 * `npm run schema`: writes schema/schema.graphql from the resolvers, schema/openapi.json from the
 * REST routes and schema/database.sql from a database migrated from scratch (a throwaway database
 * on DATABASE_URL's server, else a throwaway embedded PostgreSQL).
 */
async function emit() {
  const [sdl, openApi, database] = await Promise.all([
    schemaSdl(),
    openApiDocument(),
    withMigratedThrowawayDatabase(process.env.DATABASE_URL || undefined, (orm) => dumpDatabaseSchema(orm.em)),
  ]);
  await fs.writeFile(path.join(SCHEMA_DIR, 'schema.graphql'), sdl);
  await fs.writeFile(path.join(SCHEMA_DIR, 'openapi.json'), JSON.stringify(openApi, null, 2) + '\n');
  await fs.writeFile(path.join(SCHEMA_DIR, 'database.sql'), database);
}

emit().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
