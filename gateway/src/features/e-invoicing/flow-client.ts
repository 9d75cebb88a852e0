import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { eInvoicingMessages as say } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import type { PaConnection } from './e-invoicing-settings';

/**
 * The HTTP side of the AFNOR XP Z12-013 Flow Service: an OAuth 2.0 client-credentials token (kept
 * until shortly before it expires), then Bearer calls under the Flow Service's base URL. Every call,
 * the token's included, is recorded in `e_invoicing_exchanges` (method, path, status, duration,
 * flow id), never with its token or secret. A failure is a `PaCallError` worded in French.
 */

export type FailedStep = 'token' | 'flow';

export class PaCallError extends Error {
  constructor(
    message: string,
    readonly step: FailedStep,
    /** The HTTP status, or null when no answer came (DNS, TLS, refused, timeout, cut). */
    readonly status: number | null,
    /** Worth trying again later: no answer, 429 or 5xx. */
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

interface CachedToken {
  token: string;
  expiresAt: number;
}

// One per process: replicas each ask for theirs, which the client-credentials grant allows.
const tokens = new Map<string, CachedToken>();
const TOKEN_MARGIN_MS = 30_000;

const cacheKey = (connection: PaConnection) =>
  crypto
    .createHash('sha256')
    .update(`${connection.tokenUrl}\n${connection.clientId}\n${connection.clientSecret}`)
    .digest('hex');

/** Forgets every cached token (a 401 from the Flow Service, or tests). */
export function forgetTokens(): void {
  tokens.clear();
}

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_(VERIFY|GET)/;

/** Why no answer came, in French, from what fetch (undici) throws. */
export function describeNetworkFailure(error: unknown, url: string): string {
  const host = new URL(url).host;
  // By name, not instanceof: a DOMException is not an Error of every realm.
  const name = (error as { name?: string } | null)?.name;
  if (name === 'TimeoutError' || name === 'AbortError') return say.timedOut(host);
  const cause = (error as { cause?: { code?: string; name?: string } } | null)?.cause;
  const code = cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return say.dnsFailed(new URL(url).hostname);
  if (code === 'ECONNREFUSED') return say.refused(host);
  if (TLS_CODES.test(code)) return say.tlsFailed(host);
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT' || cause?.name === 'ConnectTimeoutError')
    return say.timedOut(host);
  return say.unreachable(host);
}

interface Exchange {
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  flowId: string | null;
  error: string | null;
}

export type ExchangeListener = (exchange: Exchange) => void;

async function record(em: EntityManager, exchange: Exchange, listener?: ExchangeListener): Promise<void> {
  listener?.(exchange);
  await query(
    em,
    `insert into e_invoicing_exchanges (method, path, status, duration_ms, flow_id, error) values ($1, $2, $3, $4, $5, $6)`,
    [exchange.method, exchange.path, exchange.status, exchange.durationMs, exchange.flowId, exchange.error],
  );
}

export interface FlowClientOptions {
  timeoutSeconds: number;
  /** Told of each call (metrics). */
  onExchange?: ExchangeListener;
}

export interface FlowRequest {
  method: 'GET' | 'POST';
  /** Under the Flow Service's base URL, e.g. `/v1/healthcheck`. */
  path: string;
  json?: unknown;
  form?: FormData;
  /** The flow the call concerns, for the log. */
  flowId?: string | null;
}

export interface FlowResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  json<T>(): T;
}

export interface FlowClient {
  /** A Bearer token, from the cache or asked anew. */
  token(): Promise<string>;
  /** A call of the Flow Service; a 401 asks for a new token once. Non-2xx answers throw a PaCallError. */
  call(request: FlowRequest): Promise<FlowResponse>;
}

/** The path as logged: the URL's path and query, never a credential. */
const loggedPath = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export function createFlowClient(em: EntityManager, connection: PaConnection, options: FlowClientOptions): FlowClient {
  const timeout = options.timeoutSeconds * 1000;

  /** fetch with a deadline, timed and recorded; throws a PaCallError when no answer came. */
  const exchange = async (
    url: string,
    init: RequestInit,
    step: FailedStep,
    flowId: string | null,
  ): Promise<FlowResponse> => {
    const started = performance.now();
    const method = init.method ?? 'GET';
    const elapsed = () => Math.round(performance.now() - started);
    let response: Response;
    let body: Buffer;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeout) });
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      const message = describeNetworkFailure(error, url);
      await record(
        em,
        { method, path: loggedPath(url), status: null, durationMs: elapsed(), flowId, error: message },
        options.onExchange,
      );
      throw new PaCallError(message, step, null, true);
    }
    const failure = response.ok ? null : failureMessage(step, response.status);
    await record(
      em,
      { method, path: loggedPath(url), status: response.status, durationMs: elapsed(), flowId, error: failure },
      options.onExchange,
    );
    if (failure !== null) {
      throw new PaCallError(failure, step, response.status, response.status === 429 || response.status >= 500);
    }
    return {
      status: response.status,
      headers: response.headers,
      body,
      json: <T>() => JSON.parse(body.toString('utf8')) as T,
    };
  };

  const askToken = async (): Promise<string> => {
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: connection.clientId,
      client_secret: connection.clientSecret,
    });
    const answer = await exchange(
      connection.tokenUrl,
      { method: 'POST', body: form, headers: { accept: 'application/json' } },
      'token',
      null,
    );
    let parsed: { access_token?: unknown; expires_in?: unknown };
    try {
      parsed = answer.json();
    } catch {
      parsed = {};
    }
    if (typeof parsed.access_token !== 'string' || parsed.access_token === '') {
      throw new PaCallError(say.tokenMalformed, 'token', answer.status, false);
    }
    const seconds = typeof parsed.expires_in === 'number' && parsed.expires_in > 0 ? parsed.expires_in : 300;
    tokens.set(cacheKey(connection), {
      token: parsed.access_token,
      expiresAt: Date.now() + seconds * 1000 - TOKEN_MARGIN_MS,
    });
    return parsed.access_token;
  };

  const token = async () => {
    const cached = tokens.get(cacheKey(connection));
    return cached && cached.expiresAt > Date.now() ? cached.token : askToken();
  };

  const send = async (request: FlowRequest, bearer: string) =>
    exchange(
      `${connection.flowUrl}${request.path}`,
      {
        method: request.method,
        headers: {
          authorization: `Bearer ${bearer}`,
          accept: 'application/json',
          'x-request-id': crypto.randomUUID(),
          ...(request.json !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        body: request.form ?? (request.json !== undefined ? JSON.stringify(request.json) : undefined),
      },
      'flow',
      request.flowId ?? null,
    );

  const call = async (request: FlowRequest) => {
    try {
      return await send(request, await token());
    } catch (error) {
      // A token revoked before its expiry: ask once for a new one.
      if (!(error instanceof PaCallError) || error.status !== 401 || error.step !== 'flow') throw error;
      tokens.delete(cacheKey(connection));
      return send(request, await askToken());
    }
  };

  return { token, call };
}

function failureMessage(step: FailedStep, status: number): string {
  if (status === 401) return step === 'token' ? say.credentialsRefused : say.flowServiceUnauthorized;
  if (step === 'token' && (status === 400 || status === 403)) return say.credentialsRefused;
  if (status === 429) return say.rateLimited;
  if (status >= 500) return say.unavailable(status);
  return step === 'token' ? say.tokenRefused(status) : say.flowServiceFailed(status);
}
