import type { RestRoutes } from '../shared/rest';
import { body } from '../shared/rest';
import { sendTelegramTest, verifyTelegram } from './telegram.service';

export function telegramRoutes(rest: RestRoutes) {
  rest.post('/api/settings/telegram/verify', (ctx, req) => verifyTelegram(ctx, body(req)));
  rest.post('/api/settings/telegram/test', (ctx) => sendTelegramTest(ctx));
}
