import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import addFormats from 'ajv-formats';
import OpenAPIBackend, { type Document } from 'openapi-backend';
import { parse } from 'yaml';

/**
 * A Plateforme Agréée on loopback: the Flow Service operations Pilotage calls (AFNOR XP Z12-013,
 * described in tests/fixtures/pa-flow-service.openapi.yaml) and an OAuth 2.0 token endpoint.
 * Every request it gets and every answer it gives is checked against that document with
 * openapi-backend; what does not conform is answered 400 (a request) and kept in `violations`,
 * which a test expects empty. It can be told to refuse, fail, cut the connection after taking a
 * flow, reject a flow with reasons, and hold incoming flows for Pilotage to find.
 */

export const FAKE_PA_CLIENT_ID = 'pilotage-client';
export const FAKE_PA_CLIENT_SECRET = 'fake-pa-client-secret-0123456789';

const DOCUMENT = parse(
  fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'pa-flow-service.openapi.yaml'), 'utf8'),
) as Document;

/** The prefix of the Flow Service under the fake's root (the document's server URL). */
const FLOW_ROOT = '/flow-service';

export interface AckDetail {
  level: 'Error' | 'Warning';
  item: string;
  reasonCode: string;
  reasonMessage: string;
}

export interface FakeFlow {
  flowId: string;
  trackingId?: string;
  name?: string;
  flowType: string;
  flowDirection: 'In' | 'Out';
  flowSyntax: string;
  flowProfile?: string;
  processingRule?: string;
  sha256?: string;
  submittedAt: string;
  updatedAt: string;
  acknowledgement: { status: 'Pending' | 'Ok' | 'Error'; details?: AckDetail[] };
  file: Buffer;
  fileName: string;
}

export interface FakeCall {
  operationId: string;
  status: number | null;
  flowId: string | null;
  authorization: string | null;
}

export interface FakePa {
  /** The fake's root. */
  url: string;
  /** PA_FLOW_URL. */
  flowUrl: string;
  /** PA_TOKEN_URL. */
  tokenUrl: string;
  flows: FakeFlow[];
  calls: FakeCall[];
  /** Requests and answers that do not conform to the OpenAPI document. */
  violations: string[];
  /** How many tokens were given. */
  tokensIssued: number;
  /** The lifetime given with each token, in seconds. */
  tokenLifetime: number;
  /** While true, every connection is cut without an answer. */
  down: boolean;
  /** While set, every request waits this long before being handled (a slow platform). */
  delayMs: number;
  /** The next `count` calls of `operationId` answer `status` (429, 503…) instead. */
  failNext(operationId: string, count: number, status: number): void;
  /** The next `count` flows are stored, then the connection is cut before the 202 (a lost answer). */
  dropAfterAccept(count: number): void;
  /** The next flow is taken (202) but its acknowledgement becomes Error with these details. */
  rejectNext(details: AckDetail[]): void;
  /** Adds a flow the platform holds for Pilotage (an incoming invoice, a lifecycle message). */
  addFlow(
    flow: Omit<FakeFlow, 'flowId' | 'submittedAt' | 'updatedAt' | 'acknowledgement'> & { flowId?: string },
  ): FakeFlow;
  /** A flow changed again on the platform (its updatedAt moves on), so a search finds it once more. */
  touch(flowId: string): void;
  /** Holds a lifecycle message (CDAR, `CustomerInvoiceLC`, direction In) for Pilotage to find and download. */
  deliverLifecycle(cdar: string | Buffer, fileName?: string): FakeFlow;
  /**
   * Calls Pilotage's webhook about a flow as a platform would (`WebhookCallbackContent`, checked
   * against the document like every other message), with these headers; answers the HTTP status.
   */
  callWebhook(url: string, flow: FakeFlow, headers?: Record<string, string>): Promise<number>;
  /** The flows Pilotage posted (direction Out), in order. */
  sent(): FakeFlow[];
  reset(): void;
  close(): Promise<void>;
}

interface Scripted {
  operationId: string;
  remaining: number;
  status: number;
}

const ERROR_CODES: Record<number, string> = {
  400: 'MISSING_REQUIRED_FIELD',
  401: 'MISSING_TOKEN',
  404: 'MISSING_RESOURCE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'RESOURCE_ERROR',
};

/** As a platform types a CDAR it is given: by its sender's role, the buyer's statuses being `SupplierInvoiceLC`. */
const lifecycleType = (bytes: Buffer) =>
  /<(?:\w+:)?SenderTradeParty>(?:(?!<\/(?:\w+:)?SenderTradeParty>)[\s\S])*<(?:\w+:)?RoleCode>BY</.test(
    bytes.toString('utf8'),
  )
    ? 'SupplierInvoiceLC'
    : 'CustomerInvoiceLC';

export async function startFakePa(): Promise<FakePa> {
  // The standard's formats (uuid, date-time) are checked too, as a real platform would.
  const api = new OpenAPIBackend({
    definition: DOCUMENT,
    apiRoot: '/',
    strict: true,
    quick: false,
    customizeAjv: (ajv) => {
      addFormats(ajv);
      return ajv;
    },
  });
  await api.init();
  const validTokens = new Set<string>();
  const scripted: Scripted[] = [];
  let drops = 0;
  let rejection: AckDetail[] | null = null;
  let clock = Date.now();

  // Strictly increasing update times, so a search by updatedAfter never skips a flow.
  const now = () => {
    clock = Math.max(clock + 1, Date.now());
    return new Date(clock).toISOString();
  };

  const metadata = (flow: FakeFlow) => {
    const { file: _file, fileName: _name, name: _n, sha256: _s, ...rest } = flow;
    return rest;
  };

  const readBody = (request: http.IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => resolve(Buffer.concat(chunks)));
      request.on('error', reject);
    });

  /** The body as the validator wants it: JSON, a form, or multipart parts (flowInfo parsed). */
  const parsedBody = async (
    headers: http.IncomingHttpHeaders,
    raw: Buffer,
  ): Promise<{
    body: unknown;
    file: { bytes: Buffer; name: string; type: string } | null;
    flowInfoType: string | null;
  }> => {
    const type = String(headers['content-type'] ?? '');
    if (type.startsWith('application/json'))
      return { body: JSON.parse(raw.toString('utf8')), file: null, flowInfoType: null };
    if (type.startsWith('application/x-www-form-urlencoded')) {
      return { body: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), file: null, flowInfoType: null };
    }
    if (type.startsWith('multipart/form-data')) {
      const form = await new Request('http://fake.invalid/', {
        method: 'POST',
        headers: { 'content-type': type },
        body: new Uint8Array(raw),
      }).formData();
      const info = form.get('flowInfo');
      const file = form.get('file');
      const infoText = info === null ? null : typeof info === 'string' ? info : await info.text();
      return {
        body: {
          flowInfo: infoText === null ? undefined : JSON.parse(infoText),
          file: file === null ? undefined : 'binary',
        },
        file:
          file !== null && typeof file !== 'string'
            ? { bytes: Buffer.from(await file.arrayBuffer()), name: file.name, type: file.type }
            : null,
        flowInfoType: info !== null && typeof info !== 'string' ? info.type : 'text/plain',
      };
    }
    return { body: raw.length === 0 ? undefined : raw.toString('utf8'), file: null, flowInfoType: null };
  };

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://fake.invalid');
    const routed = url.pathname.startsWith(FLOW_ROOT) ? url.pathname.slice(FLOW_ROOT.length) : url.pathname;
    const raw = await readBody(request);
    let parsed: Awaited<ReturnType<typeof parsedBody>>;
    try {
      parsed = await parsedBody(request.headers, raw);
    } catch (error) {
      fake.violations.push(`${request.method} ${url.pathname}: unreadable body (${String(error)})`);
      parsed = { body: raw.toString('utf8'), file: null, flowInfoType: null };
    }
    const openApiRequest = {
      method: request.method ?? 'GET',
      path: routed,
      headers: request.headers as Record<string, string | string[]>,
      query: Object.fromEntries(url.searchParams),
      body: parsed.body,
    };
    const operation = api.matchOperation(openApiRequest);
    const operationId = operation?.operationId ?? '(unknown)';
    const record: FakeCall = {
      operationId,
      status: null,
      flowId: null,
      authorization: (request.headers.authorization as string | undefined) ?? null,
    };
    fake.calls.push(record);

    const answer = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      if (operation && body !== undefined && !Buffer.isBuffer(body)) {
        const check = api.validator.validateResponse(body, operation, status);
        if (check.errors?.length)
          fake.violations.push(`${operationId} answer ${status}: ${JSON.stringify(check.errors)}`);
      }
      if (Buffer.isBuffer(body)) {
        response.writeHead(status, { 'content-type': 'application/octet-stream', ...headers });
        response.end(body);
      } else if (body === undefined) {
        response.writeHead(status, headers);
        response.end();
      } else {
        response.writeHead(status, { 'content-type': 'application/json', ...headers });
        response.end(JSON.stringify(body));
      }
    };
    const fail = (status: number, message?: string) =>
      answer(status, { errorCode: ERROR_CODES[status] ?? 'ERROR', ...(message ? { errorMessage: message } : {}) });

    if (!operation || operationId === 'deliverWebhook') {
      fake.violations.push(`${request.method} ${url.pathname}: no such operation`);
      return fail(404);
    }
    const check = api.validator.validateRequest(openApiRequest, operation);
    const violations = [...(check.errors ?? []).map((error) => JSON.stringify(error))];
    if (operationId === 'createFlow') {
      if (parsed.file === null) violations.push('createFlow: the file part is missing');
      if (parsed.flowInfoType !== null && !parsed.flowInfoType.startsWith('application/json'))
        violations.push(`createFlow: flowInfo sent as ${parsed.flowInfoType}, not application/json`);
    }
    if (violations.length > 0) {
      fake.violations.push(`${operationId} request: ${violations.join('; ')}`);
      return operationId === 'getToken' ? answer(400, { error: 'invalid_request' }) : fail(400, violations[0]);
    }

    const script = scripted.find((entry) => entry.operationId === operationId && entry.remaining > 0);
    if (script) {
      script.remaining -= 1;
      return fail(script.status);
    }

    if (operationId === 'getToken') {
      const form = parsed.body as Record<string, string>;
      if (form.client_id !== FAKE_PA_CLIENT_ID || form.client_secret !== FAKE_PA_CLIENT_SECRET) {
        return answer(401, { error: 'invalid_client' });
      }
      const token = crypto.randomBytes(24).toString('base64url');
      validTokens.add(token);
      fake.tokensIssued += 1;
      return answer(200, { access_token: token, token_type: 'Bearer', expires_in: fake.tokenLifetime });
    }
    if (operationId === 'getHealth') return answer(200);

    const bearer = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    if (!bearer || !validTokens.has(bearer)) return fail(401);

    if (operationId === 'createFlow') {
      const info = (parsed.body as { flowInfo: Record<string, string> }).flowInfo;
      const file = parsed.file!;
      if (info.sha256 && crypto.createHash('sha256').update(file.bytes).digest('hex') !== info.sha256) {
        return fail(422, 'ChecksumMismatch');
      }
      const at = now();
      const flow: FakeFlow = {
        flowId: crypto.randomUUID(),
        trackingId: info.trackingId,
        name: info.name,
        flowType: info.flowSyntax === 'CDAR' ? lifecycleType(file.bytes) : 'CustomerInvoice',
        flowDirection: 'Out',
        flowSyntax: info.flowSyntax,
        flowProfile: info.flowProfile,
        processingRule: info.processingRule,
        sha256: info.sha256,
        submittedAt: at,
        updatedAt: at,
        acknowledgement: rejection ? { status: 'Error', details: rejection } : { status: 'Ok' },
        file: file.bytes,
        fileName: file.name,
      };
      rejection = null;
      fake.flows.push(flow);
      record.flowId = flow.flowId;
      if (drops > 0) {
        drops -= 1;
        record.status = null;
        request.socket.destroy();
        return;
      }
      const { flowId, submittedAt, trackingId, name, processingRule, flowSyntax, flowProfile, sha256 } = flow;
      return answer(202, { flowId, submittedAt, trackingId, name, processingRule, flowSyntax, flowProfile, sha256 });
    }

    if (operationId === 'searchFlow') {
      const { limit = 25, where } = parsed.body as {
        limit?: number;
        where: {
          updatedAfter?: string;
          updatedBefore?: string;
          flowType?: string[];
          flowDirection?: string[];
          processingRule?: string[];
          trackingId?: string;
          ackStatus?: string;
        };
      };
      const results = fake.flows
        .filter(
          (flow) =>
            (!where.updatedAfter || flow.updatedAt > new Date(where.updatedAfter).toISOString()) &&
            (!where.updatedBefore || flow.updatedAt < new Date(where.updatedBefore).toISOString()) &&
            (!where.flowType || where.flowType.includes(flow.flowType)) &&
            (!where.flowDirection || where.flowDirection.includes(flow.flowDirection)) &&
            (!where.processingRule || (flow.processingRule && where.processingRule.includes(flow.processingRule))) &&
            (!where.trackingId || flow.trackingId === where.trackingId) &&
            (!where.ackStatus || flow.acknowledgement.status === where.ackStatus),
        )
        .sort((a, b) => a.updatedAt.localeCompare(b.updatedAt))
        .slice(0, limit);
      return answer(200, { limit, filters: where, results: results.map(metadata) });
    }

    if (operationId === 'getFlow') {
      const flowId = routed.split('/').pop() ?? '';
      record.flowId = flowId;
      const flow = fake.flows.find((candidate) => candidate.flowId === flowId);
      if (!flow) return fail(404);
      const docType = url.searchParams.get('docType') ?? 'Metadata';
      if (docType === 'Metadata') return answer(200, metadata(flow));
      return answer(200, flow.file, { 'content-disposition': `attachment;filename=${flow.fileName}` });
    }
    return fail(404);
  };

  const server = http.createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      fake.violations.push(`fake failure: ${String(error)}`);
      if (!response.headersSent) {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ errorCode: 'INTERNAL_ERROR' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const root = `http://127.0.0.1:${port}`;

  const fake: FakePa = {
    url: root,
    flowUrl: `${root}${FLOW_ROOT}`,
    tokenUrl: `${root}/oauth/token`,
    flows: [],
    calls: [],
    violations: [],
    tokensIssued: 0,
    tokenLifetime: 3600,
    down: false,
    delayMs: 0,
    failNext(operationId, count, status) {
      scripted.push({ operationId, remaining: count, status });
    },
    dropAfterAccept(count) {
      drops = count;
    },
    rejectNext(details) {
      rejection = details;
    },
    addFlow(flow) {
      const at = now();
      const stored: FakeFlow = {
        ...flow,
        flowId: flow.flowId ?? crypto.randomUUID(),
        submittedAt: at,
        updatedAt: at,
        acknowledgement: { status: 'Ok' },
      };
      fake.flows.push(stored);
      return stored;
    },
    touch(flowId) {
      const flow = fake.flows.find((candidate) => candidate.flowId === flowId);
      if (!flow) throw new Error(`no flow ${flowId}`);
      flow.updatedAt = now();
    },
    deliverLifecycle(cdar, fileName = 'CDAR.xml') {
      return fake.addFlow({
        flowType: 'CustomerInvoiceLC',
        flowDirection: 'In',
        flowSyntax: 'CDAR',
        processingRule: 'B2B',
        file: Buffer.isBuffer(cdar) ? cdar : Buffer.from(cdar, 'utf8'),
        fileName,
      });
    },
    async callWebhook(url, flow, headers = {}) {
      const body = { flowInfo: metadata(flow) };
      const check = api.validator.validateRequest(
        { method: 'POST', path: '/webhook', headers: { 'content-type': 'application/json' }, body },
        'deliverWebhook',
      );
      if (check.errors?.length) fake.violations.push(`deliverWebhook request: ${JSON.stringify(check.errors)}`);
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    },
    sent: () => fake.flows.filter((flow) => flow.flowDirection === 'Out'),
    reset() {
      fake.flows = [];
      fake.calls = [];
      fake.violations = [];
      fake.tokensIssued = 0;
      fake.tokenLifetime = 3600;
      fake.down = false;
      fake.delayMs = 0;
      scripted.length = 0;
      drops = 0;
      rejection = null;
      validTokens.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
