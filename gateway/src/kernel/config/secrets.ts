import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The JWT secret kept in DATA_DIR, created on first start so restarts keep sessions valid. */
export async function persistentSecret(dataDir: string, name: string): Promise<string> {
  const file = path.join(dataDir, name);
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing.length >= 32) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = crypto.randomBytes(48).toString('base64url');
  await fs.mkdir(dataDir, { recursive: true });
  await fs.writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}
