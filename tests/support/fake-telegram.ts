import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A token in the shape the settings accept; only this one is valid for the fake. */
export const FAKE_BOT_TOKEN = '123456789:AAFakeBotTokenForPilotageTests_0123';
export const FAKE_BOT_USERNAME = 'pilotage_test_bot';

export interface SentMessage {
  chatId: string;
  text: string;
  at: number;
}

export interface CallRecord {
  method: string;
  chatId: string | null;
  status: number;
  at: number;
}

export interface ScriptedError {
  status: number;
  description: string;
  retryAfter?: number;
}

export interface FakeTelegram {
  /** Give this as TELEGRAM_API_ROOT (`config.telegramApiRoot`). */
  url: string;
  messages: SentMessage[];
  calls: CallRecord[];
  /** While true, every connection is dropped without an answer (Telegram unreachable). */
  down: boolean;
  /**
   * While true, sendMessage takes the message (it counts as shown) but its answer waits for
   * `release()`: a sender that dies meanwhile never learns that Telegram showed it.
   */
  holdAnswers: boolean;
  /**
   * Once it has answered a sendMessage, the fake blocks its process's event loop this long: a
   * sender in the same process (the gateway tests) then sees its timer overdue while the answer
   * already waits in its socket, as a starved or busy gateway would.
   */
  stallAfterAnswerMs: number;
  /** How many answers are held. */
  held(): number;
  /** Stops holding and sends the held answers. */
  release(): void;
  addChat(id: string, type?: string): void;
  /** The recipient blocked the bot: 403 on sendMessage and getChat. */
  block(id: string): void;
  /** The next `count` calls to `method` answer `error` instead. */
  failNext(method: string, count: number, error: ScriptedError): void;
  /** Resolves once at least `count` messages arrived (fails after `timeoutMs`). */
  waitForMessages(count: number, timeoutMs?: number): Promise<SentMessage[]>;
  reset(): void;
  close(): Promise<void>;
}

interface Chat {
  type: string;
  blocked: boolean;
}

/** A Bot API server on loopback with the calls Pilotage makes: getMe, getChat, sendMessage. */
export async function startFakeTelegram(): Promise<FakeTelegram> {
  const chats = new Map<string, Chat>();
  const scripted: { method: string; remaining: number; error: ScriptedError }[] = [];
  let messageId = 0;
  const waiting: (() => void)[] = [];

  const readBody = (request: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let raw = '';
      request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      request.on('end', () => {
        try {
          resolve(raw === '' ? {} : (JSON.parse(raw) as Record<string, unknown>));
        } catch {
          resolve({});
        }
      });
    });

  const handle = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    if (fake.down) {
      request.socket.destroy();
      return;
    }
    const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
    const body = await readBody(request);
    const method = match?.[2] ?? '';
    const chatId = body.chat_id === undefined ? null : String(body.chat_id);
    const answer = (status: number, payload: Record<string, unknown>) => {
      fake.calls.push({ method, chatId, status, at: Date.now() });
      // With its length, as Telegram answers: a chunked answer on a kept-alive connection is
      // one more way for a client to take an answered call for a cut one.
      const json = JSON.stringify(payload);
      response.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
      response.end(json);
    };
    const fail = (status: number, description: string, parameters?: Record<string, unknown>) =>
      answer(status, { ok: false, error_code: status, description, ...(parameters ? { parameters } : {}) });

    if (!match) return fail(404, 'Not Found');
    if (match[1] !== FAKE_BOT_TOKEN) return fail(401, 'Unauthorized');
    const script = scripted.find((s) => s.method === method && s.remaining > 0);
    if (script) {
      script.remaining -= 1;
      const { status, description, retryAfter } = script.error;
      return fail(status, description, retryAfter === undefined ? undefined : { retry_after: retryAfter });
    }
    const chat = chatId === null ? undefined : chats.get(chatId);
    switch (method) {
      case 'getMe':
        return answer(200, {
          ok: true,
          result: { id: 123456789, is_bot: true, first_name: 'Pilotage', username: FAKE_BOT_USERNAME },
        });
      case 'getChat':
      case 'sendMessage': {
        if (!chat) return fail(400, 'Bad Request: chat not found');
        if (chat.blocked) return fail(403, 'Forbidden: bot was blocked by the user');
        if (method === 'getChat') return answer(200, { ok: true, result: { id: Number(chatId), type: chat.type } });
        fake.messages.push({ chatId: chatId!, text: String(body.text), at: Date.now() });
        if (fake.holdAnswers) await new Promise<void>((resolve) => waiting.push(resolve));
        messageId += 1;
        answer(200, {
          ok: true,
          result: {
            message_id: messageId,
            date: Math.floor(Date.now() / 1000),
            chat: { id: Number(chatId), type: chat.type },
            text: body.text,
          },
        });
        for (const until = Date.now() + fake.stallAfterAnswerMs; Date.now() < until;);
        return;
      }
      default:
        return fail(404, 'Not Found: method not found');
    }
  };
  // A failure of the fake cuts the connection, which the gateway sees as a network error.
  const server = http.createServer(
    (request, response) => void handle(request, response).catch((error: Error) => response.destroy(error)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeTelegram = {
    url: `http://127.0.0.1:${port}`,
    messages: [],
    calls: [],
    down: false,
    holdAnswers: false,
    stallAfterAnswerMs: 0,
    held: () => waiting.length,
    release: () => {
      fake.holdAnswers = false;
      for (const answer of waiting.splice(0)) answer();
    },
    addChat: (id, type = 'private') => void chats.set(id, { type, blocked: false }),
    block: (id) => void chats.set(id, { type: chats.get(id)?.type ?? 'private', blocked: true }),
    failNext: (method, count, error) => void scripted.push({ method, remaining: count, error }),
    waitForMessages: async (count, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs;
      while (fake.messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} Telegram messages, got ${fake.messages.length}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return fake.messages;
    },
    reset: () => {
      chats.clear();
      scripted.length = 0;
      fake.messages.length = 0;
      fake.calls.length = 0;
      fake.down = false;
      fake.stallAfterAnswerMs = 0;
      fake.release();
    },
    close: () =>
      new Promise<void>((resolve) => {
        fake.release();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return fake;
}
