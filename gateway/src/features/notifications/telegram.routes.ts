import type { RestRoutes } from '../../transports/http/rest';
import { body } from '../../transports/http/rest';
import { sendTelegramTest, verifyTelegram } from './telegram.service';
import { TelegramTestView, TelegramVerifyInput, TelegramVerifyView } from './telegram.types';

const telegram = { tag: 'Paramètres', access: 'staff', errors: [429] } as const;

export function telegramRoutes(rest: RestRoutes) {
  rest.post('/api/settings/telegram/verify', (ctx, req) => verifyTelegram(ctx, body(req)), {
    ...telegram,
    summary: 'Vérifier le bot Telegram et un chat',
    description:
      "Appelle getMe et getChat de l'API Bot ; répond 200 que la configuration soit valide ou non. 5 appels par minute au plus.",
    body: TelegramVerifyInput,
    response: TelegramVerifyView,
  });
  rest.post('/api/settings/telegram/test', (ctx) => sendTelegramTest(ctx), {
    ...telegram,
    summary: 'Envoyer un message de test sur son chat Telegram',
    description: 'Répond 200 avec un diagnostic, que le message soit parti ou non. 5 appels par minute au plus.',
    response: TelegramTestView,
  });
}
