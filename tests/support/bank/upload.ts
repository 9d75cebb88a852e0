import type { ApiResponse } from '../http';
import { checkAgainstOpenApi } from '../openapi-check';

/** Sends a statement file as `multipart/form-data`, as a browser's form does, and checks the answer against the OpenAPI document. */
export async function upload(
  baseUrl: string,
  path: string,
  token: string | undefined,
  file: Buffer | string,
  fields: Record<string, string> = {},
  fileName = 'releve.csv',
): Promise<ApiResponse> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(typeof file === 'string' ? Buffer.from(file) : file)]), fileName);
  const response = await fetch(baseUrl + path, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  const text = await response.text();
  const body: unknown = (response.headers.get('content-type') ?? '').includes('json') && text ? JSON.parse(text) : text;
  const answer = { status: response.status, body: body as any, headers: response.headers };
  await checkAgainstOpenApi(baseUrl, 'POST', path, answer);
  return answer;
}
