import { BOT_TOKEN_CONTEXT } from '../../gateway/src/kernel/credentials/stored-secrets';
import { seal } from '../../gateway/src/kernel/credentials/secret-box';

/**
 * A setting's value as the gateway stores it: the bot token sealed (gateway/src/shared/secret-box.ts,
 * under the test server's keys), the others as they are. For tests that arrange settings in SQL.
 */
export const storedSettingValue = (key: string, value: string): string =>
  key === 'telegram_bot_token' && value !== '' ? seal(value, BOT_TOKEN_CONTEXT) : value;
