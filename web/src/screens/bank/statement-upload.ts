import { readAuthToken } from '../../lib/auth-token';
import type { CsvMapping, ImportResult, StatementPreview } from './bank-texts';

const camel = (key: string) => key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
const snake = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

function rekeyed(value: unknown, rename: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => rekeyed(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [rename(key), rekeyed(item, rename)]));
}

/** A refused upload: the gateway's French message, and the unreadable lines when it names them. */
export class StatementUploadError extends Error {
  constructor(
    message: string,
    readonly problems: { line: number | null; reason: string }[] = [],
  ) {
    super(message);
  }
}

/**
 * Sends a statement file to the REST facade (`multipart/form-data`: GraphQL carries no files),
 * with a corrected CSV mapping when there is one; answers in camelCase.
 */
async function send(path: string, file: File, mapping: CsvMapping | null, saveMapping: boolean): Promise<unknown> {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(rekeyed(mapping, snake)));
  if (saveMapping) form.append('save_mapping', 'true');
  form.append('file', file, file.name);
  const token = readAuthToken();
  const response = await fetch(path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  if (!response.ok) {
    const message = typeof body?.error === 'string' ? body.error : `Erreur HTTP: ${response.status}`;
    throw new StatementUploadError(message, (body?.problems as StatementUploadError['problems']) ?? []);
  }
  return rekeyed(body, camel);
}

export const previewStatement = async (accountId: number, file: File, mapping: CsvMapping | null) =>
  (await send(`/api/bank-accounts/${accountId}/statements/preview`, file, mapping, false)) as StatementPreview;

export const importStatement = async (
  accountId: number,
  file: File,
  mapping: CsvMapping | null,
  saveMapping: boolean,
) => (await send(`/api/bank-accounts/${accountId}/statements`, file, mapping, saveMapping)) as ImportResult;
