import fs from 'node:fs';
import path from 'node:path';
import { schemaSdl } from '../../gateway/src/composition/graphql-schema';

it('schema/schema.graphql is the SDL the gateway serves (run `npm run schema` after changing resolvers)', async () => {
  const committed = fs.readFileSync(path.join(__dirname, '..', '..', 'schema', 'schema.graphql'), 'utf8');
  expect(await schemaSdl()).toBe(committed);
});
