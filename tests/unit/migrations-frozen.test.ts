import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// A migration that has run somewhere must run the same SQL everywhere else, whatever the code or
// the packages have become since: it may import MikroORM's Migration class and nothing else.
const MIGRATIONS_DIR = path.resolve(__dirname, '../../gateway/migrations');
const ALLOWED = ['@mikro-orm/migrations'];

const migrationFiles = fs.readdirSync(MIGRATIONS_DIR).filter((name) => /\.[cm]?[jt]s$/.test(name));

/** Every module a file names: imports (type-only too), re-exports, require() and import(). */
function importedModules(file: string): string[] {
  const source = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
  return ts.preProcessFile(source, true, true).importedFiles.map((imported) => imported.fileName);
}

describe('committed migrations', () => {
  it('are there to check', () => {
    expect(migrationFiles.length).toBeGreaterThanOrEqual(3);
  });

  it.each(migrationFiles)('%s imports nothing but @mikro-orm/migrations', (file) => {
    const outside = importedModules(file).filter((name) => !ALLOWED.includes(name));
    expect(outside).toEqual([]);
  });

  it('would catch an import of the running code or of another package', () => {
    const names = ts
      .preProcessFile(
        "import { x } from '../src/notifications/queue';\nexport * from 'pg-boss';\nconst y = require('pg');\nvoid import('knex');",
        true,
        true,
      )
      .importedFiles.map((imported) => imported.fileName);
    expect(names).toEqual(['../src/notifications/queue', 'pg-boss', 'pg', 'knex']);
  });
});
