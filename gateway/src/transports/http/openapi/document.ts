import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { API_TAGS } from './tags';

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PREFIX = '/api/docs';

const DESCRIPTION = `La façade REST de Pilotage : les mêmes services que l'API GraphQL (\`/graphql\`), en JSON et en snake_case.

- **Authentification** : \`POST /api/login\` rend un jeton d'accès (JWT, 12 heures) à envoyer dans l'en-tête \`Authorization: Bearer <jeton>\`. Le rôle est relu à chaque requête.
- **Échecs** : toujours \`{"error": "<message en français>"}\`, avec le statut qui convient (400 données invalides, 401, 403, 404, 409 conflit, 413, 415, 429 trop de tentatives, 431 adresse ou en-têtes trop longs).
- **Listes** : un tableau JSON, paginé par \`limit\` (1 à 500) et \`offset\` ; l'en-tête \`X-Total-Count\` donne le nombre de lignes qui correspondent aux filtres.
- **Exports CSV** : \`GET /api/tasks.csv\`, \`/api/financials.csv\`, \`/api/employees.csv\`, \`/api/users.csv\`, \`/api/invoices.csv\` prennent les filtres et le tri de la liste (sans \`limit\` ni \`offset\`) et envoient toutes ses lignes, au fil de leur lecture en base. Sans équivalent GraphQL : un téléchargement de fichier relève de la façade REST.
- **Dates** : \`AAAA-MM-JJ\` ; horodatages ISO 8601 en UTC ; montants en euros, nombres à deux décimales au plus.
- Les champs inconnus d'un corps de requête sont ignorés.`;

/**
 * The OpenAPI 3.1 document of `/api`, built by @fastify/swagger from the routes' schemas
 * (registered before the routes, whose schemas it collects as they are added), served at
 * `/api/openapi.json`, and its reference page at `/api/docs` (Swagger UI: only files of its own,
 * no inline script or style, so it works under the gateway's Content-Security-Policy).
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Pilotage API',
        // The version of the contract, raised when it changes in a way a client would notice.
        version: '1.0.0',
        description: DESCRIPTION,
      },
      servers: [{ url: '/', description: 'La passerelle qui sert ce document.' }],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Le jeton rendu par POST /api/login (valable 12 heures).',
          },
          webhookSecret: {
            type: 'apiKey',
            in: 'header',
            name: 'X-Pilotage-Webhook-Secret',
            description:
              'Le secret des rappels de la plateforme agréée, affiché aux Admins dans « Facturation électronique ».',
          },
        },
      },
    },
    // Shared schemas keep their own names (the GraphQL type names) in `components.schemas`.
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `schema${i}`),
    },
    // Only the REST facade: /graphql, the web client's files and the health routes are not part of it.
    transform: ({ schema, url }) => ({ schema: url.startsWith('/api/') ? schema : { ...schema, hide: true }, url }),
  });
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'Pilotage API — référence' },
    // BaseLayout: no top bar, whose logo is an SVG carrying an inline <style> the CSP refuses.
    uiConfig: {
      layout: 'BaseLayout',
      deepLinking: true,
      docExpansion: 'list',
      defaultModelsExpandDepth: 0,
      tryItOutEnabled: false,
    },
    validatorUrl: false,
    uiHooks: {
      // Swagger UI sends /static/index.html back to the page by rewriting the URL, which misses a
      // query string or a trailing slash and so redirects to itself: answer those with the page.
      // A callback hook, as the plugin's types declare it: the redirect answers, or done() goes on.
      onRequest: (request, reply, done) => {
        if (/\/static\/index\.html\/?$/.test(request.url.split('?')[0])) void reply.redirect(`${DOCS_PREFIX}/`);
        else done();
      },
    },
  });
  app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
}
