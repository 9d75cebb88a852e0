import { readAuthToken } from './auth-token';

/**
 * A stored original (a supplier invoice, a transaction's receipt) as a blob URL for an <object>,
 * an <img> or a new tab: its route needs the session's token, which an element's own request
 * would not send. The caller revokes the URL when done. A refusal throws the server's French message.
 */
export async function storedFileBlobUrl(path: string): Promise<string> {
  const token = readAuthToken();
  const response = await fetch(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(typeof body?.error === 'string' && body.error ? body.error : `Erreur HTTP: ${response.status}`);
  }
  return URL.createObjectURL(await response.blob());
}
