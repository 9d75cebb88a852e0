import type { Banner } from '../../components/TimedAlert';
import type { SendTelegramTestMutation, VerifyTelegramMutation } from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { messages } from '../../lib/messages';

/** What the verify button reports: the server's verdict, which names the bot and chat it found. */
export function verifyBanner(result: VerifyTelegramMutation['verifyTelegram']): Banner {
  if (!result.valid)
    return { severity: 'error', text: `${messages.verifyFailed}${result.details.error ?? result.message}` };
  return { severity: 'success', text: result.message };
}

/** What the test button reports: sent (check Telegram), or the diagnostic's error. */
export function testBanner(result: SendTelegramTestMutation['sendTelegramTest']): Banner {
  if (result.diagnostic.error) return { severity: 'error', text: `${messages.testFailed}${result.diagnostic.error}` };
  return { severity: 'success', text: result.message || messages.testSent };
}

export const failedCheckBanner = (prefix: string, error: unknown): Banner => ({
  severity: 'error',
  text: `${prefix}${errorMessage(error, 'erreur inconnue')}`,
});
