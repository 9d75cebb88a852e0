import { readAuthToken } from '../../lib/auth-token';
import { storedFileBlobUrl } from '../../lib/stored-file';

/**
 * The REST calls GraphQL does not carry: sending a file (multipart/form-data) and reading the
 * original's bytes, both with the session's token. A refusal throws the server's French message.
 */

const authorization = (): Record<string, string> => {
  const token = readAuthToken();
  return token ? { authorization: `Bearer ${token}` } : {};
};

async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
  return new Error(typeof body?.error === 'string' && body.error ? body.error : `Erreur HTTP: ${response.status}`);
}

/** `POST /api/supplier-invoices`: answers the new record's id and reference. */
export async function uploadSupplierInvoice(file: File): Promise<{ id: number; reference: string }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch('/api/supplier-invoices', { method: 'POST', headers: authorization(), body: form });
  if (!response.ok) throw await failure(response);
  return (await response.json()) as { id: number; reference: string };
}

/** The original of a record, for the panel's viewer. */
export const originalBlobUrl = (id: number): Promise<string> => storedFileBlobUrl(`/api/supplier-invoices/${id}/file`);
