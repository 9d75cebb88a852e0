import { apiMessages } from '@pilotage/domain';
import type { Context } from '../../kernel/context/context';
import { readSettings } from '../settings/settings.service';
import { STAFF, requireRole } from '../../kernel/context/access';
import { validated } from '../../kernel/helpers/validation';
import { testMessageText } from './messages';
import { TelegramClient, TelegramFailure } from './telegram-client';
import { countTelegramCall } from './telegram-call-limit';
import { TelegramVerifyInput, type TelegramTestView, type TelegramVerifyView } from './telegram.types';

// Someone is waiting on these two calls: fail fast rather than hold the request.
const INTERACTIVE_TIMEOUT_SECONDS = 10;

export const NO_TOKEN_MESSAGE = apiMessages.telegramNoToken;
export const NO_CHAT_ID_MESSAGE = apiMessages.telegramNoChatId;

function telegramClient(ctx: Context, token: string): TelegramClient {
  return new TelegramClient(token, {
    apiRoot: ctx.deps.config.telegramApiRoot,
    timeoutSeconds: INTERACTIVE_TIMEOUT_SECONDS,
  });
}

/** The explanation of a failed Bot API call; anything else is a bug and goes up as one. */
function explain(error: unknown): string {
  if (error instanceof TelegramFailure) return error.message;
  throw error;
}

/**
 * Checks the bot token (getMe) and that the bot can reach the chat (getChat): the given chat id,
 * or the caller's own. Answers the same shape whether or not all is well. At most 5 a minute per
 * user (429 beyond): each one makes two Bot API calls with the global token.
 */
export async function verifyTelegram(ctx: Context, raw: unknown): Promise<TelegramVerifyView> {
  const actor = requireRole(ctx, STAFF);
  const input = await validated(TelegramVerifyInput, raw);
  await countTelegramCall(ctx.em, actor.id, 'verify');
  const chatId = input.chatId?.trim() || actor.telegramChatId || '';
  const { telegramBotToken: token } = await readSettings(ctx.em);
  const details: TelegramVerifyView['details'] = {
    bot: { username: null },
    chat: { id: null, type: null },
    error: null,
  };
  const invalid = (error: string): TelegramVerifyView => ({
    valid: false,
    message: apiMessages.telegramCheckFailed(error),
    details: { ...details, error },
  });

  if (token === '') return invalid(NO_TOKEN_MESSAGE);
  const telegram = telegramClient(ctx, token);
  try {
    details.bot.username = (await telegram.getMe()).username;
  } catch (error) {
    return invalid(explain(error));
  }
  if (chatId === '') return invalid(NO_CHAT_ID_MESSAGE);
  try {
    details.chat = await telegram.getChat(chatId);
  } catch (error) {
    return invalid(explain(error));
  }
  return {
    valid: true,
    message: apiMessages.telegramConfigValid(details.bot.username, details.chat.id, details.chat.type),
    details,
  };
}

/** Sends a French test message to the caller's chat id, at most 5 a minute per user (429 beyond). */
export async function sendTelegramTest(ctx: Context): Promise<TelegramTestView> {
  const actor = requireRole(ctx, STAFF);
  await countTelegramCall(ctx.em, actor.id, 'test');
  const { telegramBotToken: token } = await readSettings(ctx.em);
  const chatId = actor.telegramChatId ?? '';
  const diagnostic: TelegramTestView['diagnostic'] = { tokenSet: token !== '', chatIdSet: chatId !== '', error: null };
  const notSent = (error: string): TelegramTestView => ({
    message: apiMessages.telegramTestNotSent,
    diagnostic: { ...diagnostic, error },
  });

  if (!diagnostic.tokenSet) return notSent(NO_TOKEN_MESSAGE);
  if (!diagnostic.chatIdSet) return notSent(NO_CHAT_ID_MESSAGE);
  try {
    await telegramClient(ctx, token).sendMessage(chatId, testMessageText(actor.username));
  } catch (error) {
    return notSent(explain(error));
  }
  return { message: apiMessages.telegramTestSent, diagnostic };
}
