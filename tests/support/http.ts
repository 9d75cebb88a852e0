import { checkAgainstOpenApi } from './openapi-check';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  token?: string;
  body?: unknown;
  /** Sent as is, without JSON encoding (for malformed or oversized bodies). */
  rawBody?: string;
  headers?: Record<string, string>;
}

/** A real HTTP call to the gateway; the body is parsed as JSON when it is JSON. */
export async function call<T = any>(
  baseUrl: string,
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.rawBody !== undefined) payload = options.rawBody;
  else if (options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
  const response = await fetch(baseUrl + path, { method, headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text !== '') body = JSON.parse(text);
  const answer = { status: response.status, body: body as T, headers: response.headers };
  // Every answer of /api must follow the gateway's own OpenAPI document.
  await checkAgainstOpenApi(baseUrl, method, path, answer);
  return answer;
}

export interface GraphqlResult<T = any> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export async function graphql<T = any>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
): Promise<GraphqlResult<T>> {
  const response = await call(baseUrl, 'POST', '/graphql', { token, body: { query, variables } });
  return { status: response.status, data: response.body.data ?? null, errors: response.body.errors };
}
