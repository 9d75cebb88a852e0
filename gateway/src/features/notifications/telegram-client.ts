import { apiMessages } from '@pilotage/domain';
import type { Api } from 'grammy';
import { lazyModule } from '../../kernel/helpers/lazy-module';

// grammY is loaded by the first Bot API call: most gateways never make one.
const grammy = lazyModule<typeof import('grammy')>('grammy');

/** What went wrong with a Bot API call, sorted by what the caller can do about it. */
export type FailureKind =
  | 'unauthorized' // the token is refused: fix the token
  | 'blocked' // 403: the recipient blocked the bot, or the bot may not write there
  | 'chat_not_found'
  | 'rejected' // any other 400: the request itself is wrong
  | 'rate_limited' // 429: wait `retryAfter` seconds
  | 'server_error' // 5xx
  | 'unreachable'; // network failure or timeout

/**
 * A failed Bot API call, with a French message for people. Built from grammY's errors, which are
 * never passed on: their nested network error can carry the request URL, and so the bot token.
 */
export class TelegramFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    readonly status: number | null = null,
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'TelegramFailure';
  }

  /** Worth another try later; the others fail the same way until someone changes something. */
  get transient(): boolean {
    return (
      this.kind === 'rate_limited' ||
      this.kind === 'server_error' ||
      this.kind === 'unreachable' ||
      this.kind === 'unauthorized'
    );
  }
}

export interface TelegramOptions {
  apiRoot: string;
  timeoutSeconds: number;
}

const scrub = (text: string, token: string) => (token === '' ? text : text.split(token).join('[jeton masqué]'));

function toFailure(error: unknown, token: string): TelegramFailure {
  const { GrammyError, HttpError } = grammy();
  if (error instanceof GrammyError) {
    const description = scrub(error.description ?? '', token);
    const status = error.error_code;
    if (status === 401 || status === 404) {
      return new TelegramFailure('unauthorized', apiMessages.telegramTokenRefused, status);
    }
    if (status === 403) {
      return /blocked/i.test(description)
        ? new TelegramFailure('blocked', apiMessages.telegramBotBlocked, status)
        : new TelegramFailure('blocked', apiMessages.telegramChatForbidden, status);
    }
    if (status === 429) {
      const retryAfter = error.parameters?.retry_after ?? 1;
      return new TelegramFailure('rate_limited', apiMessages.telegramRateLimited(retryAfter), status, retryAfter);
    }
    if (status === 400 && /chat not found/i.test(description)) {
      return new TelegramFailure('chat_not_found', apiMessages.telegramChatNotFound, status);
    }
    if (status >= 500) return new TelegramFailure('server_error', apiMessages.telegramServerError(status), status);
    return new TelegramFailure('rejected', apiMessages.telegramRejected(status, description), status);
  }
  if (error instanceof HttpError) {
    return new TelegramFailure('unreachable', apiMessages.telegramUnreachable);
  }
  return new TelegramFailure('unreachable', apiMessages.telegramUnexpected);
}

type GrammySignal = Parameters<Api['getMe']>[0];

/**
 * Aborts after `ms`, but never in the same turn of the event loop as the timer: a timer that fires
 * late (the loop was busy: a starting or starved gateway) runs before that turn's I/O, and the
 * answer may already wait in the socket. Giving up on it would take a message Telegram showed for
 * one it never got, and send it twice. So the abort waits one turn of I/O, and a second more when
 * the timer fired late.
 */
function deadline(ms: number): { signal: AbortSignal; clear(): void } {
  const controller = new AbortController();
  const due = Date.now() + ms;
  let timer = setTimeout(() => {
    timer = setTimeout(() => controller.abort(), Date.now() - due > 100 ? 1000 : 0);
  }, ms);
  return { signal: controller.signal, clear: () => clearTimeout(timer) };
}

/** The few Bot API calls Pilotage makes, through grammY, with every failure as a `TelegramFailure`. */
export class TelegramClient {
  private readonly api: Api;

  constructor(
    private readonly token: string,
    private readonly options: TelegramOptions,
  ) {
    // grammY's own timeout is only a backstop: it would race the answer as described at `deadline`.
    this.api = new (grammy().Api)(token, { apiRoot: options.apiRoot, timeoutSeconds: options.timeoutSeconds + 60 });
  }

  async getMe(): Promise<{ username: string }> {
    const me = await this.call((signal) => this.api.getMe(signal));
    return { username: me.username };
  }

  async getChat(chatId: string): Promise<{ id: string; type: string }> {
    const chat = await this.call((signal) => this.api.getChat(chatId, signal));
    return { id: String(chat.id), type: chat.type };
  }

  async sendMessage(chatId: string, text: string): Promise<void> {
    await this.call((signal) =>
      this.api.sendMessage(chatId, text, { link_preview_options: { is_disabled: true } }, signal),
    );
  }

  private async call<T>(request: (signal: GrammySignal) => Promise<T>): Promise<T> {
    const timeout = deadline(this.options.timeoutSeconds * 1000);
    try {
      // grammY types its signal with a polyfill's class; it only listens to its 'abort' event.
      return await request(timeout.signal as unknown as GrammySignal);
    } catch (error) {
      throw toFailure(error, this.token);
    } finally {
      timeout.clear();
    }
  }
}
