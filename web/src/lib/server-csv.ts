import { readAuthToken } from './auth-token';
import { downloadCsv } from './csv';
import { downloadBlob } from './download';

/** The file name the server chose: `filename*` (UTF-8, « Tâches_2026-11-23.csv ») before the ASCII `filename`. */
function fileNameOf(disposition: string | null): string | null {
  const encoded = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      // A malformed encoding: the plain name below.
    }
  }
  return (disposition && /filename="([^"]+)"/i.exec(disposition)?.[1]) || null;
}

/** A file of the gateway with the signed-in user's token; a refusal throws the server's French message. */
async function fetchServerFile(
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<{ name: string | null; blob: Blob }> {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(name, String(value));
  const token = readAuthToken();
  const search = query.toString();
  const response = await fetch(search ? `${path}?${search}` : path, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const failure = (await response.json().catch(() => null)) as { error?: unknown } | null;
    throw new Error(
      typeof failure?.error === 'string' && failure.error ? failure.error : `Erreur HTTP: ${response.status}`,
    );
  }
  return { name: fileNameOf(response.headers.get('content-disposition')), blob: await response.blob() };
}

/**
 * « Exporter tout le filtre (CSV) »: the gateway writes the file (`GET /api/tasks.csv`…, the
 * list's filters and sort as query parameters) from one database cursor, and the browser saves it
 * under the server's name. A refusal throws an Error with the server's French message.
 */
export async function downloadServerCsv(
  path: string,
  params: Record<string, string | number | undefined>,
): Promise<void> {
  const file = await fetchServerFile(path, params);
  downloadCsv(file.name ?? path.split('/').pop() ?? 'export.csv', file.blob);
}

/** Any other file of the gateway (the FEC), saved as it comes under the server's name. */
export async function downloadServerFile(
  path: string,
  params: Record<string, string | number | undefined>,
  fallback: string,
): Promise<void> {
  const file = await fetchServerFile(path, params);
  downloadBlob(file.name ?? fallback, file.blob);
}
