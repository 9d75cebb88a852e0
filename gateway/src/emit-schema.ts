import 'reflect-metadata';
import fs from 'node:fs/promises';
import path from 'node:path';
import { schemaSdl } from './graphql/schema';

/** `npm run schema`: writes schema/schema.graphql from the resolvers. */
schemaSdl()
  .then((sdl) => fs.writeFile(path.resolve(__dirname, '..', '..', '..', 'schema', 'schema.graphql'), sdl))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
