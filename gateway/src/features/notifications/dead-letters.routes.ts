import { PAGE_PARAMETERS, queryOf, uuidParameter } from '../../transports/http/openapi/query-schemas';
import { pageRequest } from '../../kernel/helpers/pagination';
import type { RestRoutes } from '../../transports/http/rest';
import { params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { dismissDeadLetter, listDeadLetters, resendDeadLetter } from './dead-letters.service';
import { DeadLetterView } from './dead-letters.types';

const deadLetters = { tag: 'Paramètres', access: 'admin' } as const;
const jobId = { id: uuidParameter('Identifiant de la notification (UUID).') };

export function deadLettersRoutes(rest: RestRoutes) {
  rest.get('/api/settings/telegram/dead-letters', (ctx, req) => listDeadLetters(ctx, pageRequest(query(req))), {
    ...deadLetters,
    summary: 'Lister les notifications Telegram non délivrées',
    description:
      'Les notifications abandonnées après leurs nouvelles tentatives, ni renvoyées ni ignorées, les plus récentes en premier.',
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [DeadLetterView],
    page: true,
  });
  rest.post('/api/settings/telegram/dead-letters/:id/resend', (ctx, req) => resendDeadLetter(ctx, params(req).id), {
    ...deadLetters,
    summary: 'Renvoyer une notification Telegram non délivrée',
    description:
      'Remet le même message pour le même chat dans la file d’envoi. 409 si elle est déjà renvoyée ou ignorée, ou sans jeton de bot.',
    params: jobId,
    response: MessageView,
    errors: [409],
  });
  rest.post('/api/settings/telegram/dead-letters/:id/dismiss', (ctx, req) => dismissDeadLetter(ctx, params(req).id), {
    ...deadLetters,
    summary: 'Ignorer une notification Telegram non délivrée',
    description: 'La retire de la liste sans l’envoyer. 409 si elle est déjà renvoyée ou ignorée.',
    params: jobId,
    response: MessageView,
    errors: [409],
  });
}
