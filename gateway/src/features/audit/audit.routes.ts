import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, AUDIT_SECRET } from '@pilotage/domain';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  dayParameter,
  idParameter,
  queryOf,
} from '../../transports/http/openapi/query-schemas';
import { type JsonSchema, orNull } from '../../transports/http/openapi/json-schema';
import type { RestRoutes } from '../../transports/http/rest';
import { query } from '../../transports/http/rest';
import { MAX_ENTITY_ID_LENGTH, auditLogQuery, listAuditRows } from './audit.service';

const FILTERS = {
  actor_id: idParameter("Actions de cet utilisateur (identifiant de l'auteur)."),
  entity_type: choiceParameter(AUDIT_ENTITY_TYPES, 'Type de l’enregistrement concerné.'),
  entity_id: {
    type: 'string',
    maxLength: MAX_ENTITY_ID_LENGTH,
    description: 'Identifiant de l’enregistrement (la clé pour un paramètre) ; avec entity_type : son historique.',
  },
  action: choiceParameter(AUDIT_ACTIONS, 'Nature de l’action.'),
  from: dayParameter("Depuis ce jour (fuseau de l'entreprise), inclus."),
  to: dayParameter("Jusqu'à ce jour (fuseau de l'entreprise), inclus."),
} satisfies Record<string, JsonSchema>;

// `changes` is free-form: one key per changed column, so the row is described here rather than by a view class.
const AUDIT_ENTRY: JsonSchema = {
  type: 'object',
  description:
    'Une ligne du journal d’activité : jamais modifiée ni supprimée (sauf purge après la durée de conservation).',
  properties: {
    id: { type: 'string', description: 'Identifiant (entier de 64 bits, en texte).' },
    at: { type: 'string', format: 'date-time', description: 'Horodatage ISO 8601 (UTC).' },
    actor_id: orNull({
      type: 'integer',
      description: 'Auteur ; vide pour une action du système ou une connexion échouée.',
    }),
    actor_username: orNull({ type: 'string' }),
    ip: orNull({ type: 'string', description: 'Adresse du client.' }),
    action: { type: 'string', enum: [...AUDIT_ACTIONS] },
    entity_type: { type: 'string', enum: [...AUDIT_ENTITY_TYPES] },
    entity_id: orNull({ type: 'string' }),
    changes: {
      type: 'object',
      description: `Champs modifiés : \`{"colonne": [avant, après]}\` (valeurs JSON brutes, null pour une valeur absente, "${AUDIT_SECRET}" pour un secret).`,
      additionalProperties: { type: 'array', minItems: 2, maxItems: 2, items: {} },
    },
  },
  required: ['id', 'at', 'actor_id', 'actor_username', 'ip', 'action', 'entity_type', 'entity_id', 'changes'],
};

export function auditRoutes(rest: RestRoutes) {
  rest.get('/api/audit-log', (ctx, req) => listAuditRows(ctx, auditLogQuery(query(req))), {
    tag: 'Journal',
    access: 'admin',
    summary: 'Lister le journal d’activité',
    description:
      'Qui a fait quoi et quand, du plus récent au plus ancien : créations, modifications et suppressions, connexions, échecs de connexion, déconnexions et changements de mot de passe.',
    query: queryOf(auditLogQuery, { ...FILTERS, ...PAGE_PARAMETERS }),
    response: {
      type: 'array',
      description: 'Succès : un tableau JSON.',
      items: AUDIT_ENTRY,
      headers: {
        'X-Total-Count': {
          type: 'integer',
          description: 'Nombre de lignes correspondant aux filtres, avant `limit` et `offset`.',
        },
      },
    },
    page: true,
  });
}
