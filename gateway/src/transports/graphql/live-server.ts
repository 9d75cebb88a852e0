import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { LIVE_CLOSE, liveMessages, apiMessages } from '@pilotage/domain';
import type { FastifyInstance } from 'fastify';
import {
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  GraphQLError,
  type GraphQLSchema,
  getOperationAST,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { type WebSocket, WebSocketServer } from 'ws';
import { type AppDeps, createContext } from '../../kernel/context/context';
import { MAX_TOKENS, QueryLimitError, queryLimitRefusal, queryLimitRules, refuseLongSource } from './limits';
import { MAX_COST, operationCost } from './query-cost';
import { formatGraphqlError } from './server';
import { STAFF } from '../../kernel/context/access';
import { normaliseAddress } from '../http/client-address';
import { startChangeListener } from '../../features/live/change-listener';
import { type LiveConnection, LiveHub, TWO_FACTOR_HOLD_CLOSE } from '../../features/live/live-hub';
import { trackLiveCounts } from '../../features/live/live-metrics';
import type { LiveContext } from '../../features/live/live.resolver';

const LIVE_PATH = '/graphql';
// A subscription message is a short document; nothing else comes from the client.
const MAX_MESSAGE_BYTES = 64 * 1024;
// The client sends its token at once; a socket that never does is closed (graphql-ws: 4408).
const CONNECTION_INIT_TIMEOUT_MS = 10_000;
// Sockets that ignore the closing handshake are cut after this long.
const CLOSE_GRACE_MS = 2_000;

interface ConnectionState {
  context: LiveContext;
  forget: () => void;
}

/** A refusal of this transport's own, in French already. */
class LiveRequestError extends GraphQLError {}

/** A GraphQL error the client sees as Apollo's HTTP answers would have it. */
const requestError = (message: string, code = 'GRAPHQL_VALIDATION_FAILED') =>
  new GraphQLError(message, { extensions: { code } });

/**
 * Checks a subscription as Apollo checks an HTTP operation: token limit, validation with the size
 * limits, then the cost. Only subscriptions come this way; queries and mutations stay on HTTP.
 */
function checkedDocument(
  schema: GraphQLSchema,
  source: string,
  operationName: string | null | undefined,
  variables: Record<string, unknown>,
) {
  refuseLongSource(source);
  let document: DocumentNode;
  try {
    document = parse(source, { maxTokens: MAX_TOKENS });
  } catch (error) {
    return [
      error instanceof GraphQLError
        ? requestError(error.message, 'GRAPHQL_PARSE_FAILED')
        : requestError(String(error), 'GRAPHQL_PARSE_FAILED'),
    ];
  }
  const errors = validate(schema, document, [...specifiedRules, ...queryLimitRules]);
  if (errors.length > 0) return errors.map((error) => (queryLimitRefusal(error) ? error : requestError(error.message)));
  const operation = getOperationAST(document, operationName);
  if (!operation) return [requestError(apiMessages.operationNotFound, 'OPERATION_RESOLUTION_FAILURE')];
  if (operation.operation !== 'subscription') {
    return [
      new LiveRequestError(apiMessages.subscriptionsOnlyOverWebSocket, {
        extensions: { code: 'BAD_REQUEST' },
      }),
    ];
  }
  const cost = operationCost(schema, document, operation, variables);
  if (cost > MAX_COST) return [new QueryLimitError(apiMessages.graphqlTooCostly(cost, MAX_COST))];
  return document;
}

const userIds = (ids: string[] | null) => (ids === null ? null : ids.map(Number));

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the same port and path as HTTP GraphQL,
 * fed by the database's notifications (LISTEN, change-listener.ts). The access token comes in
 * `connection_init` (`{authorization: 'Bearer …'}`), checked as for HTTP; Admins and Managers only.
 * Bounded (config.live): sockets of the process (1013 beyond), signed-in sockets of one session in
 * this process (4429), subscriptions open at once on one socket (an error for the one too many).
 * Closing the app stops taking upgrades, closes the sockets (1001) and ends the LISTEN connection.
 */
export async function mountLive(app: FastifyInstance, deps: AppDeps, schema: GraphQLSchema): Promise<LiveHub> {
  const limits = deps.config.live;
  const hub = new LiveHub(deps);
  const sessions = deps.sessionCache;
  // The same notifications keep the session cache true (kernel/credentials/session-cache.ts).
  const listener = startChangeListener(
    deps.config.databaseListenUrl ?? deps.orm.config.get('clientUrl')!,
    {
      change: (change) => {
        if (change.entityType === 'user' && change.action !== 'insert') sessions.evictUsers(userIds(change.ids));
        hub.change(change);
      },
      sessionsEnded: (ids) => {
        sessions.evictSessions(ids);
        hub.sessionsEnded(ids);
      },
      sessionsStale: (ids) => (ids === null ? sessions.clear() : sessions.evictSessions(ids)),
      reconnected: () => hub.resync(),
      listening: () => sessions.listen(),
      deaf: () => sessions.deafen(),
    },
    deps.log.child({ module: 'live' }),
  );
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES });
  const connections = new WeakMap<object, ConnectionState>();
  const format = formatGraphqlError(deps);

  const server = useServer<{ authorization?: unknown }>(
    {
      schema,
      connectionInitWaitTimeout: CONNECTION_INIT_TIMEOUT_MS,
      onConnect: async (ctx) => {
        const { socket, request } = ctx.extra;
        const authorization =
          typeof ctx.connectionParams?.authorization === 'string' ? ctx.connectionParams.authorization : '';
        let context: LiveContext;
        try {
          context = await createContext(
            deps,
            authorization,
            normaliseAddress(request.socket.remoteAddress) ?? 'inconnue',
          );
        } catch (err) {
          deps.log.warn({ err }, 'live changes: signing in a WebSocket failed');
          socket.close(LIVE_CLOSE.unavailable.code, LIVE_CLOSE.unavailable.reason);
          return false;
        }
        const refusal =
          context.actor === null
            ? LIVE_CLOSE.anonymous
            : !STAFF.includes(context.actor.role)
              ? LIVE_CLOSE.forbidden
              : context.twoFactorMissing
                ? TWO_FACTOR_HOLD_CLOSE
                : null;
        if (refusal) {
          socket.close(refusal.code, refusal.reason);
          return false;
        }
        const connection: LiveConnection = {
          sessionId: context.sessionId!,
          close: (code, reason) => socket.close(code, reason),
        };
        const forget = hub.connect(connection);
        if (forget === null) {
          socket.close(LIVE_CLOSE.tooManySessionSockets.code, LIVE_CLOSE.tooManySessionSockets.reason);
          return false;
        }
        context.live = { hub, connection };
        connections.set(ctx, { context, forget });
        // Events committed from now on reach this socket's subscriptions.
        await listener.ready();
        return true;
      },
      onSubscribe: (ctx, _id, payload): ExecutionArgs | readonly GraphQLError[] => {
        const state = connections.get(ctx);
        if (!state)
          return [new GraphQLError(LIVE_CLOSE.sessionEnded.reason, { extensions: { code: 'UNAUTHENTICATED' } })];
        // graphql-ws lists each operation from its message until it ends, this one included.
        if (Object.keys(ctx.subscriptions).length > limits.subscriptionsPerSocket) {
          return [
            new LiveRequestError(liveMessages.tooManySubscriptions(limits.subscriptionsPerSocket), {
              extensions: { code: 'TOO_MANY_REQUESTS' },
            }),
          ];
        }
        const variables = payload.variables ?? {};
        let checked: DocumentNode | readonly GraphQLError[];
        try {
          checked = checkedDocument(schema, payload.query, payload.operationName, variables);
        } catch (error) {
          if (error instanceof QueryLimitError) return [error];
          throw error;
        }
        if (!('kind' in checked)) return checked;
        return {
          schema,
          document: checked,
          operationName: payload.operationName,
          variableValues: variables,
          contextValue: state.context,
        };
      },
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => (error instanceof LiveRequestError ? error.toJSON() : format(error.toJSON(), error))),
      onNext: (_ctx, _id, _payload, _args, result: ExecutionResult) =>
        result.errors ? { ...result, errors: result.errors.map((error) => format(error.toJSON(), error)) } : undefined,
      onClose: (ctx) => {
        connections.get(ctx)?.forget();
        connections.delete(ctx);
      },
    },
    wss,
  );

  let closing = false;
  // The sockets handed to graphql-ws, until they close; those refused for LIVE_MAX_SOCKETS are not.
  let open = 0;
  const untrack = trackLiveCounts({ sockets: () => open, subscriptions: () => hub.subscriptions });
  const accept = (ws: WebSocket, request: IncomingMessage) => {
    if (open >= limits.sockets) {
      ws.close(LIVE_CLOSE.serverFull.code, LIVE_CLOSE.serverFull.reason);
      // A client that never answers the closing handshake must not keep it for ws's 30 s.
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
      return;
    }
    open += 1;
    ws.once('close', () => (open -= 1));
    wss.emit('connection', ws, request);
  };
  const upgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (closing || path !== LIVE_PATH) {
      socket.end(
        `HTTP/1.1 ${closing ? '503 Service Unavailable' : '404 Not Found'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`,
      );
      return;
    }
    wss.handleUpgrade(request, socket, head, accept);
  };
  app.server.on('upgrade', upgrade);

  // Before the HTTP server closes: it would otherwise wait for the upgraded sockets.
  app.addHook('preClose', async () => {
    closing = true;
    app.server.off('upgrade', upgrade);
    const cut = setTimeout(() => wss.clients.forEach((socket) => socket.terminate()), CLOSE_GRACE_MS);
    await Promise.all([server.dispose(), listener.close()]);
    clearTimeout(cut);
    hub.endAll();
    untrack();
  });
  return hub;
}
