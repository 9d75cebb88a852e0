import crypto from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';

/**
 * A backup file: a gzipped tar of `manifest.json` and one `data/<schema>.<table>.copy` per table
 * (PostgreSQL's COPY text format), readable with `tar xzf`. With a passphrase the whole archive is
 * sealed with AES-256-GCM under a key derived by scrypt: `MAGIC | salt | nonce | ciphertext | tag`.
 * A `<file>.sha256` beside it (sha256sum's format) lets anyone check a copy without Pilotage.
 */

export const FORMAT = 'pilotage-backup/1';
export const MANIFEST = 'manifest.json';
const DATA = 'data';
const ENCRYPTED_MAGIC = Buffer.from('PILOTAGE-BACKUP-AES256GCM-1\n');
const SALT_BYTES = 16;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
// scrypt's cost: about 100 ms and 32 MB here, once per backup or restore.
const SCRYPT = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export interface BackupTable {
  /** Schema-qualified, quoted as PostgreSQL writes it (`public.tasks`, `pgboss.job`). */
  name: string;
  columns: string[];
  rows: number;
  /** SHA-256 of the table's COPY data, hex. */
  sha256: string;
  file: string;
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface Manifest {
  format: string;
  takenAt: string;
  /** The last migration applied to the database: the schema the data fits. */
  schemaVersion: string;
  postgresVersion: string;
  tables: BackupTable[];
  sequences: BackupSequence[];
  /** SHA-256 over every table's name and hash, in order: one figure for the whole content. */
  contentSha256: string;
}

export class BackupFileError extends Error {
  constructor(readonly kind: 'not-a-backup' | 'damaged' | 'passphrase-missing' | 'passphrase-wrong') {
    super(kind);
  }
}

export function tableFile(name: string): string {
  return `${DATA}/${name.replace(/[^A-Za-z0-9_.-]/g, '_')}.copy`;
}

export function contentHash(tables: readonly Pick<BackupTable, 'name' | 'sha256'>[]): string {
  const hash = crypto.createHash('sha256');
  for (const table of tables) hash.update(`${table.name}\t${table.sha256}\n`);
  return hash.digest('hex');
}

export async function sha256OfFile(file: string): Promise<string> {
  const hash = crypto.createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

function deriveKey(passphrase: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    crypto.scrypt(passphrase, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Packs `dir` (manifest + data) into `target`, sealed when a passphrase is given. */
export async function packArchive(dir: string, target: string, passphrase: string | null): Promise<void> {
  const entries = [MANIFEST, DATA];
  const gzipped = tar.create({ gzip: { level: 6 }, cwd: dir, portable: true }, entries);
  if (passphrase === null) {
    await pipeline(gzipped, createWriteStream(target, { mode: 0o600 }));
    return;
  }
  const salt = crypto.randomBytes(SALT_BYTES);
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  await pipeline(
    gzipped,
    cipher,
    async function* (sealed: AsyncIterable<Buffer>) {
      yield Buffer.concat([ENCRYPTED_MAGIC, salt, nonce]);
      for await (const chunk of sealed) yield chunk;
      yield cipher.getAuthTag(); // known once the cipher has ended
    },
    createWriteStream(target, { mode: 0o600 }),
  );
}

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fs.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export async function isEncrypted(file: string): Promise<boolean> {
  return (await readHead(file, ENCRYPTED_MAGIC.length)).equals(ENCRYPTED_MAGIC);
}

/**
 * Opens a sealed archive into `target` (the gzipped tar). The tag is checked before anything
 * reads the result: a wrong passphrase and a tampered file are both refused here.
 */
async function unseal(file: string, target: string, passphrase: string): Promise<void> {
  const { size } = await fs.stat(file);
  const headerBytes = ENCRYPTED_MAGIC.length + SALT_BYTES + NONCE_BYTES;
  if (size < headerBytes + TAG_BYTES) throw new BackupFileError('damaged');
  const header = await readHead(file, headerBytes);
  const salt = header.subarray(ENCRYPTED_MAGIC.length, ENCRYPTED_MAGIC.length + SALT_BYTES);
  const nonce = header.subarray(ENCRYPTED_MAGIC.length + SALT_BYTES);
  const tag = Buffer.alloc(TAG_BYTES);
  const handle = await fs.open(file, 'r');
  try {
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
  } finally {
    await handle.close();
  }
  const decipher = crypto.createDecipheriv('aes-256-gcm', await deriveKey(passphrase, salt), nonce);
  decipher.setAuthTag(tag);
  try {
    await pipeline(
      createReadStream(file, { start: headerBytes, end: size - TAG_BYTES - 1 }),
      decipher,
      createWriteStream(target, { mode: 0o600 }),
    );
  } catch {
    // GCM cannot tell a wrong key from altered bytes; the passphrase is by far the likelier cause.
    await fs.rm(target, { force: true });
    throw new BackupFileError('passphrase-wrong');
  }
}

/**
 * Checks a backup file and unpacks it into `dir`: the sidecar checksum when present, the seal,
 * the archive, the manifest and every table's SHA-256. Throws BackupFileError on any doubt.
 */
export async function openArchive(file: string, dir: string, passphrase: string | null): Promise<Manifest> {
  const sidecar = await fs.readFile(`${file}.sha256`, 'utf8').catch(() => null);
  if (sidecar !== null && sidecar.split(/\s+/)[0] !== (await sha256OfFile(file))) {
    throw new BackupFileError('damaged');
  }
  let archive = file;
  if (await isEncrypted(file)) {
    if (passphrase === null) throw new BackupFileError('passphrase-missing');
    archive = path.join(dir, 'archive.tar.gz');
    await unseal(file, archive, passphrase);
  }
  const head = await readHead(archive, 2);
  if (head.length < 2 || head[0] !== 0x1f || head[1] !== 0x8b) throw new BackupFileError('not-a-backup');
  const unpacked = path.join(dir, 'unpacked');
  await fs.mkdir(unpacked);
  try {
    await tar.extract({ file: archive, cwd: unpacked, strict: true });
  } catch {
    throw new BackupFileError('damaged');
  }
  if (archive !== file) await fs.rm(archive);
  const manifest = await readManifest(path.join(unpacked, MANIFEST));
  for (const table of manifest.tables) {
    const data = path.join(unpacked, table.file);
    if (!data.startsWith(unpacked + path.sep)) throw new BackupFileError('not-a-backup');
    const sha = await sha256OfFile(data).catch(() => null);
    if (sha !== table.sha256) throw new BackupFileError('damaged');
  }
  if (contentHash(manifest.tables) !== manifest.contentSha256) throw new BackupFileError('damaged');
  return manifest;
}

async function readManifest(file: string): Promise<Manifest> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  if (text === null) throw new BackupFileError('not-a-backup');
  let manifest: Manifest;
  try {
    manifest = JSON.parse(text) as Manifest;
  } catch {
    throw new BackupFileError('damaged');
  }
  if (manifest.format !== FORMAT || !Array.isArray(manifest.tables) || !Array.isArray(manifest.sequences)) {
    throw new BackupFileError('not-a-backup');
  }
  return manifest;
}

/** The table's data file inside an unpacked archive. */
export function unpackedFile(dir: string, table: BackupTable): string {
  return path.join(dir, 'unpacked', table.file);
}
