import { parseId } from '../../kernel/helpers/ids';
import { pageRequest } from '../../kernel/helpers/pagination';
import { PAGE_PARAMETERS, queryOf } from '../../transports/http/openapi/query-schemas';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import { MessageView } from '../../kernel/helpers/views';
import { WEBHOOK_PATH, WEBHOOK_SECRET_HEADER, receiveWebhook } from './webhook';
import { idParameter } from '../../transports/http/openapi/query-schemas';
import {
  getEInvoicingSettings,
  getNetworkState,
  listExchanges,
  testEInvoicingConnection,
  updateEInvoicingSettings,
} from './e-invoicing.service';
import {
  ConnectionTestView,
  EInvoicingSettingsInput,
  EInvoicingSettingsView,
  ExchangeView,
  NetworkStateView,
} from './e-invoicing.types';

const admin = { tag: 'Paramètres', access: 'admin' } as const;

/** The Flow Service's `WebhookCallbackContent`: only `flowInfo.flowId` is read. */
const WEBHOOK_BODY = {
  $id: 'EInvoicingWebhook',
  type: 'object',
  description: 'Un rappel de la plateforme : `flowInfo` décrit le flux changé ; les autres champs sont ignorés.',
  properties: {
    flowInfo: {
      type: 'object',
      properties: {
        flowId: { type: 'string', maxLength: 36, description: 'L’identifiant du flux chez la plateforme.' },
        flowType: { type: 'string' },
        flowDirection: { type: 'string', enum: ['In', 'Out'] },
        updatedAt: { type: 'string' },
      },
    },
  },
};

export function eInvoicingRoutes(rest: RestRoutes) {
  rest.get('/api/settings/e-invoicing', (ctx) => getEInvoicingSettings(ctx), {
    ...admin,
    summary: 'Lire la connexion à la plateforme agréée',
    description: 'Le secret client n’est jamais renvoyé : `client_secret_set` dit seulement s’il est connu.',
    response: EInvoicingSettingsView,
  });
  rest.put('/api/settings/e-invoicing', (ctx, req) => updateEInvoicingSettings(ctx, body(req)), {
    ...admin,
    summary: 'Modifier la connexion à la plateforme agréée',
    description: 'Un champ absent garde sa valeur ; `client_secret` vide efface le secret. Le secret est chiffré.',
    body: EInvoicingSettingsInput,
    response: EInvoicingSettingsView,
    errors: [400],
  });
  rest.post('/api/settings/e-invoicing/test', (ctx) => testEInvoicingConnection(ctx), {
    ...admin,
    summary: 'Tester la connexion à la plateforme agréée',
    description:
      'Demande un jeton (OAuth 2.0 client credentials) puis appelle GET /v1/healthcheck ; répond 200 avec `ok` et un message en français, que la connexion marche ou non.',
    response: ConnectionTestView,
  });
  rest.get('/api/settings/e-invoicing/exchanges', (ctx, req) => listExchanges(ctx, pageRequest(query(req))), {
    ...admin,
    summary: 'Lister les échanges avec la plateforme',
    description: 'Chaque appel (méthode, chemin, statut, durée, flux), les plus récents en premier ; jamais de jeton.',
    query: queryOf(pageRequest, PAGE_PARAMETERS),
    response: [ExchangeView],
    page: true,
  });
  rest.get('/api/invoices/:id/e-invoicing', (ctx, req) => getNetworkState(ctx, parseId(params(req).id)), {
    tag: 'Factures',
    access: 'staff',
    summary: 'Lire l’état d’une facture sur le réseau de facturation électronique',
    description:
      '« En attente d’envoi », « Déposée », « Rejetée » (avec ses motifs), « Refusée », « Encaissée », ou non transmise.',
    params: { id: idParameter('Identifiant de la facture.') },
    response: NetworkStateView,
    errors: [404],
  });
  rest.post(WEBHOOK_PATH, (ctx, req) => receiveWebhook(ctx, req.headers[WEBHOOK_SECRET_HEADER], req.body), {
    tag: 'Factures',
    access: 'public',
    webhookSecret: true,
    summary: 'Recevoir un rappel de la plateforme agréée (webhook)',
    description:
      'Appelé par la plateforme quand un flux change (corps `WebhookCallbackContent` de la norme AFNOR XP Z12-013 : `flowInfo` avec `flowId`). ' +
      'L’en-tête `X-Pilotage-Webhook-Secret` doit porter le secret affiché dans « Facturation électronique » : absent ou faux, 401 et rien n’est lu. ' +
      'Pilotage demande alors le flux à la plateforme et l’applique comme le relevé périodique ; un rappel rejoué ne change rien. ' +
      `Plus de 20 secrets faux en 15 minutes depuis une adresse : 429. Plateforme injoignable : 503 (à rappeler).`,
    body: WEBHOOK_BODY,
    response: MessageView,
    errors: [400, 401, 409, 429, 503],
  });
}
