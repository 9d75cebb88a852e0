import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';

/** The parts of an OpenAPI document a response is checked against. */
interface DocumentedResponse {
  content?: Record<string, { schema: unknown }>;
  headers?: Record<string, { schema?: { type?: string } }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, DocumentedResponse> }>>;
  components?: unknown;
}

interface CheckedResponse {
  status: number;
  body: unknown;
  headers: Headers;
}

const DOCUMENT_PATH = '/api/openapi.json';
const BASE = 'openapi.json';

/** References into the document, made absolute so that a schema compiled alone still finds them. */
function absoluteRefs(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(absoluteRefs);
  if (schema === null || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string' && value.startsWith('#') ? BASE + value : absoluteRefs(value),
    ]),
  );
}

/** Checks answers against one gateway's own OpenAPI document. */
class OpenApiChecker {
  private readonly ajv = new Ajv2020({ strict: false, validateSchema: false, validateFormats: false, allErrors: true });
  private readonly routes: { pattern: RegExp; template: string }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv.addSchema({ components: document.components }, BASE);
    this.routes = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    }));
  }

  check(method: string, url: string, response: CheckedResponse): void {
    const path = new URL(url, 'http://gateway').pathname.replace(/(.)\/$/, '$1');
    const template = this.routes.find((route) => route.pattern.test(path))?.template;
    const operation = template === undefined ? undefined : this.document.paths[template][method.toLowerCase()];
    // Not an operation of the document (an unknown URL or method, answered by the not-found handler).
    if (template === undefined || operation === undefined) return;
    const where = `${method} ${path} → ${response.status}`;
    // Every 4xx is listed; `default` stands for the unexpected ones (500, 503 while shutting down).
    const documented =
      operation.responses[String(response.status)] ??
      (response.status >= 500 ? operation.responses.default : undefined);
    if (!documented)
      throw new Error(
        `${where} : statut absent de ${DOCUMENT_PATH} (documentés : ${Object.keys(operation.responses).join(', ')}). Corps : ${JSON.stringify(response.body)}`,
      );
    for (const [header, { schema }] of Object.entries(documented.headers ?? {})) {
      const value = response.headers.get(header) ?? '';
      if (schema?.type === 'integer' ? !/^\d+$/.test(value) : value === '')
        throw new Error(`${where} : en-tête ${header} documenté mais absent ou invalide.`);
    }
    // A file (the CSV exports, a stored original): one of its media types, and a text body.
    const files = Object.keys(documented.content ?? {}).filter((media) => media !== 'application/json');
    if (files.length > 0) {
      const type = response.headers.get('content-type') ?? '';
      if (!files.some((file) => type.startsWith(file)) || typeof response.body !== 'string')
        throw new Error(`${where} : ${files.join(', ')} documenté, reçu ${type}.`);
      return;
    }
    const schema = documented.content?.['application/json']?.schema;
    if (schema === undefined) {
      if (response.body !== '')
        throw new Error(`${where} : réponse documentée sans contenu, reçu ${JSON.stringify(response.body)}.`);
      return;
    }
    const key = `${template} ${method} ${response.status}`;
    let validate = this.compiled.get(key);
    if (!validate) this.compiled.set(key, (validate = this.ajv.compile(absoluteRefs(schema) as object)));
    if (!validate(response.body)) {
      throw new Error(
        `${where} : le corps ne suit pas ${DOCUMENT_PATH} : ${this.ajv.errorsText(validate.errors)}. Corps : ${JSON.stringify(response.body)}`,
      );
    }
  }
}

const checkers = new Map<string, Promise<OpenApiChecker | null>>();

/** The checker of the gateway at `baseUrl`, from the document it serves (null when it serves none). */
function checkerFor(baseUrl: string): Promise<OpenApiChecker | null> {
  let checker = checkers.get(baseUrl);
  if (!checker) {
    checker = fetch(baseUrl + DOCUMENT_PATH).then(async (response) =>
      response.ok ? new OpenApiChecker((await response.json()) as OpenApiDocument) : null,
    );
    checkers.set(baseUrl, checker);
  }
  return checker;
}

/**
 * Fails when an answer of `/api` breaks the gateway's own OpenAPI document: a status it does not
 * list for the operation, a body that does not follow the schema (fast-json-stringify would drop
 * or coerce what the schema forgets), a missing `X-Total-Count`.
 */
export async function checkAgainstOpenApi(
  baseUrl: string,
  method: string,
  path: string,
  response: CheckedResponse,
): Promise<void> {
  if (!path.startsWith('/api/') || path.startsWith(DOCUMENT_PATH) || path.startsWith('/api/docs')) return;
  (await checkerFor(baseUrl))?.check(method, path, response);
}
