import { PAGE_PARAMETERS, queryOf, uuidParameter } from '../../transports/http/openapi/query-schemas';
import { pageRequest } from '../../kernel/helpers/pagination';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { dismissMail, listMailFailures, resendMail, sendTestMail } from './mail.service';
import { MailFailureView, TestMailInput } from './mail.types';
import { getMailSettings, saveMailSettings } from './mail-settings.service';
import { MailSettingsInput, MailSettingsView } from './mail-settings.types';

const admin = { tag: 'Paramètres', access: 'admin' } as const;
const mailId = { id: uuidParameter('Identifiant du courriel (UUID).') };

export function mailRoutes(rest: RestRoutes) {
  rest.post('/api/settings/mail/test', (ctx, req) => sendTestMail(ctx, body(req)), {
    ...admin,
    summary: 'Envoyer un courriel de test',
    description:
      "Met en file d'envoi un courriel de test (vers l'adresse de l'Admin par défaut). 409 sans serveur d'envoi configuré.",
    body: TestMailInput,
    response: MessageView,
    errors: [400, 409],
  });
  rest.get('/api/settings/mail/failures', (ctx, req) => listMailFailures(ctx, pageRequest(query(req))), {
    ...admin,
    summary: 'Lister les courriels non délivrés',
    description:
      'Les courriels abandonnés après leurs nouvelles tentatives, ni renvoyés ni ignorés, les plus récents en premier.',
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [MailFailureView],
    page: true,
  });
  rest.post('/api/settings/mail/failures/:id/resend', (ctx, req) => resendMail(ctx, params(req).id), {
    ...admin,
    summary: 'Renvoyer un courriel non délivré',
    description: 'Remet le même courriel (même Message-ID) dans la file d’envoi. 409 s’il n’est plus en échec.',
    params: mailId,
    response: MessageView,
    errors: [409],
  });
  rest.post('/api/settings/mail/failures/:id/dismiss', (ctx, req) => dismissMail(ctx, params(req).id), {
    ...admin,
    summary: 'Ignorer un courriel non délivré',
    description: 'Le retire de la liste sans l’envoyer. 409 s’il est déjà ignoré ou n’est plus en échec.',
    params: mailId,
    response: MessageView,
    errors: [409],
  });
  rest.get('/api/settings/mail', (ctx) => getMailSettings(ctx), {
    ...admin,
    summary: 'Lire le serveur d’envoi des courriels',
    description:
      'SMTP_URL quand l’environnement le donne (il l’emporte), sinon les réglages enregistrés. Le mot de passe n’est jamais renvoyé : seulement passwordSet.',
    response: MailSettingsView,
  });
  rest.put('/api/settings/mail', (ctx, req) => saveMailSettings(ctx, body(req)), {
    ...admin,
    summary: 'Régler le serveur d’envoi des courriels',
    description:
      'Un mot de passe vide garde celui enregistré, clearPassword l’efface ; un hôte vide (sans autre champ) retire la configuration. 409 quand SMTP_URL est donné.',
    body: MailSettingsInput,
    response: MailSettingsView,
    errors: [400, 409],
  });
}
