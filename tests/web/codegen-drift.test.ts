/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

describe('generated GraphQL documents', () => {
  it('match schema/schema.graphql and the operations under web/src (npm run codegen)', () => {
    const script = path.resolve(__dirname, '../../web/scripts/codegen.mjs');
    expect(() => execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' })).not.toThrow();
  });
});
