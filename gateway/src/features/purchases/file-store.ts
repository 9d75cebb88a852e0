import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredFileType } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';

/**
 * The originals, kept in PostgreSQL as they came (so backups and replicas carry them), with their
 * SHA-256; the database refuses any change to a stored file. Shared by supplier invoices and the
 * receipts attached to transactions.
 */

export interface StoredFile {
  id: number;
  sha256: string;
  contentType: StoredFileType;
  fileName: string;
  size: number;
}

export interface StoredFileContent extends StoredFile {
  content: Buffer;
}

/** A name for the headers and the journal: the sender's, without a path or control characters. */
export function cleanFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    // eslint-disable-next-line no-control-regex -- control characters are what is removed
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  return (base || fallback).slice(0, 255);
}

export async function insertFile(
  em: EntityManager,
  file: { bytes: Buffer; contentType: StoredFileType; fileName: string; createdBy: number | null },
): Promise<StoredFile> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [row] = await query<StoredFile>(
    em,
    `insert into stored_files (sha256, content_type, file_name, size, content, created_by)
     values ($1, $2, $3, $4, $5, $6)
     returning id, sha256, content_type as "contentType", file_name as "fileName", size`,
    [sha256, file.contentType, file.fileName, file.bytes.length, file.bytes, file.createdBy],
  );
  return row;
}

export async function selectFileContent(em: EntityManager, id: number): Promise<StoredFileContent | undefined> {
  const [row] = await query<StoredFileContent>(
    em,
    `select id, sha256, content_type as "contentType", file_name as "fileName", size, content from stored_files where id = $1`,
    [id],
  );
  return row;
}
