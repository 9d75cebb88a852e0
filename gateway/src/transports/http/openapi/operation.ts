import type { FastifyInstance, FastifySchema } from 'fastify';
import { inputRef, sharedSchema, viewRef } from './components';
import type { JsonSchema, PayloadClass } from './json-schema';
import { idParameter } from './query-schemas';
import type { ApiTag } from './tags';

/** Who may call: everyone, any signed-in user (Employé included), Admin and Manager, or Admin only. */
type Access = 'public' | 'signed-in' | 'staff' | 'admin';

type Failure = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 431 | 503;

/** What a route of `/api` takes and answers, for its documentation and its answers' serializer. */
export interface Operation {
  /** One line, in French: what the call does. */
  summary: string;
  description?: string;
  tag: ApiTag;
  access: Access;
  /** The request body: the input class the service validates it with, or a schema. */
  body?: PayloadClass | JsonSchema;
  /** The body's media types when it is not JSON (a file sent as `multipart/form-data`). */
  consumes?: string[];
  /** Query parameters, from `queryOf` (`query-schemas.ts`). */
  query?: Record<string, JsonSchema>;
  /** Path parameters that are not integer ids (`idParameter`), by name. */
  params?: Record<string, JsonSchema>;
  /** The success answer: a view class, `[View]` for a list, or a schema; none for 204. */
  response?: PayloadClass | [PayloadClass] | JsonSchema;
  /** The list is a page: its total before `limit`/`offset` goes in `X-Total-Count`. */
  page?: boolean;
  /** The answer is a CSV file streamed from the database (`rest.csv`, `transports/http/csv-export.ts`), not JSON. */
  csv?: boolean;
  /** The body is one file sent as multipart/form-data in the field `file` (`rest.upload`). */
  upload?: boolean;
  /** The answer is one document of this kind, not JSON (`rest.file`). */
  file?: FileDocumentation;
  /** 201 for a creation, 204 for an answer without a body; 200 by default. */
  status?: 200 | 201 | 204;
  /** Failures the service has besides those the route's shape implies (see `failures`). */
  errors?: readonly Failure[];
  /** A public route authenticated by a shared secret in a header instead (`webhookSecret` in the document). */
  webhookSecret?: boolean;
}

/** A document answered as it is (`rest.file`): its media type, what it holds, and how it is named. */
export interface FileDocumentation {
  /** One type, or those a stored file can have. */
  mediaType: string | readonly string[];
  description: string;
  /** What the `Content-Disposition` header says. */
  disposition: string;
}

const ACCESS: Record<Access, string> = {
  public: 'Sans authentification.',
  'signed-in': 'Tout utilisateur connecté, Employé compris.',
  staff: 'Réservé aux Admins et aux Managers.',
  admin: 'Réservé aux Admins.',
};

const FAILURES: Record<Failure, string> = {
  400: 'Données ou paramètres invalides, ou corps JSON mal formé.',
  401: "Authentification requise : jeton d'accès absent, invalide ou expiré.",
  403: 'Droits insuffisants.',
  404: 'Ressource introuvable.',
  409: 'Conflit avec une donnée existante.',
  413: 'Corps de requête trop volumineux (1 Mo au maximum).',
  415: 'Type de contenu non pris en charge : envoyez du JSON (application/json).',
  422: 'Fichier illisible : la raison est donnée (type non pris en charge, XML mal formé ou dangereux, PDF endommagé, lignes en cause dans `problems`) ; rien n’est enregistré.',
  429: 'Trop de tentatives ou d’appels : réessayez plus tard.',
  431: 'Adresse ou en-têtes de la requête trop longs (16 Ko au maximum) : refusée avant toute route.',
  503: 'Service momentanément indisponible : réessayez dans quelques instants.',
};

const ERROR: JsonSchema = {
  type: 'object',
  description: 'Un échec, expliqué en français.',
  properties: {
    error: { type: 'string', description: 'Message en français, à montrer tel quel.' },
    // The facts some refusals add (DomainError.details), for a client to act on.
    next_number: { type: 'string', description: 'Numéro de facture refusé (409) : le numéro que prendra la facture.' },
    invoice_number: {
      type: 'string',
      description: 'Transaction refusée (409) : la facture dont elle est le paiement.',
    },
    problems: {
      type: 'array',
      description: 'Relevé illisible (422) : chaque ligne en cause du fichier et pourquoi.',
      items: {
        type: 'object',
        properties: {
          line: { type: ['integer', 'null'], description: 'Ligne du fichier ; null pour le fichier entier.' },
          reason: { type: 'string' },
        },
        required: ['line', 'reason'],
      },
    },
  },
  required: ['error'],
};

// fastify parses the body of these methods: a malformed, oversized or non-JSON one is refused before the service.
const WITH_BODY = ['POST', 'PUT', 'DELETE'];

const pathParameters = (url: string) => [...url.matchAll(/:(\w+)/g)].map((match) => match[1]);

/** Every status the route can answer with `{error}`: those its shape implies, and the service's own. */
function failures(method: string, url: string, operation: Operation): Failure[] {
  // Any request's address and headers can outgrow what the HTTP parser takes.
  const statuses = new Set<Failure>([...(operation.errors ?? []), 431]);
  const parsesBody = WITH_BODY.includes(method);
  if (parsesBody || operation.body || operation.query || pathParameters(url).length > 0) statuses.add(400);
  if (parsesBody) statuses.add(413).add(415);
  if (operation.upload) statuses.add(422);
  if (operation.access !== 'public') statuses.add(401);
  if (operation.access === 'staff' || operation.access === 'admin') statuses.add(403);
  if (pathParameters(url).length > 0) statuses.add(404);
  return [...statuses].sort((a, b) => a - b);
}

const isClass = (payload: unknown): payload is PayloadClass => typeof payload === 'function';

const CSV_NOTE =
  'Toutes les lignes des filtres de la liste, dans son ordre, sans `limit` ni `offset` : un fichier CSV envoyé au fil de sa lecture en base. ' +
  "L'API GraphQL n'a pas d'équivalent : télécharger un fichier relève de la façade REST.";

const CSV_FILE: JsonSchema = {
  description:
    'Succès : un fichier CSV en UTF-8 avec BOM, colonnes séparées par « ; », lignes terminées par CRLF, dates jj/mm/aaaa, montants à virgule décimale. ' +
    'Une cellule de texte qui commence par =, +, - ou @ est précédée d’une apostrophe.',
  headers: {
    'Content-Disposition': {
      type: 'string',
      description:
        "`attachment`, nommé d'après la liste et le jour (fuseau de l'entreprise) : `Tâches_2026-11-23.csv`.",
    },
  },
  content: { 'text/csv': { schema: { type: 'string' } } },
};

/** A schema given as such is shared when it has an `$id`, inline otherwise. */
function schemaOf(app: FastifyInstance, schema: JsonSchema): JsonSchema {
  if (typeof schema.$id !== 'string') return schema;
  const { $id, ...rest } = schema;
  return sharedSchema(app, $id, () => rest);
}

function success(app: FastifyInstance, operation: Operation): JsonSchema {
  const { response } = operation;
  if (operation.csv) return CSV_FILE;
  if (operation.file) {
    const { mediaType, description, disposition } = operation.file;
    return {
      description,
      headers: { 'Content-Disposition': { type: 'string', description: disposition } },
      content: Object.fromEntries([mediaType].flat().map((type) => [type, { schema: { type: 'string' } }])),
    };
  }
  if (response === undefined) return { type: 'null', description: 'Succès, sans contenu.' };
  if (Array.isArray(response)) {
    const list: JsonSchema = {
      type: 'array',
      description: 'Succès : un tableau JSON.',
      items: viewRef(app, response[0]),
    };
    if (!operation.page) return list;
    const total = {
      type: 'integer',
      description: 'Nombre de lignes correspondant aux filtres, avant `limit` et `offset`.',
    };
    return { ...list, headers: { 'X-Total-Count': total } };
  }
  return { description: 'Succès.', ...(isClass(response) ? viewRef(app, response) : schemaOf(app, response)) };
}

/**
 * The fastify schema of a route of `/api`: what @fastify/swagger documents, and what fastify
 * serializes the answers with (fast-json-stringify, compiled once: a property missing from the
 * view's schema would be dropped). Requests are NOT checked against it: the services validate
 * them, with their French messages and statuses, so the route's validator accepts everything.
 */
export function documented(app: FastifyInstance, method: string, url: string, operation: Operation) {
  const responses: Record<number, JsonSchema> = { [operation.status ?? 200]: success(app, operation) };
  const error = sharedSchema(app, 'Error', () => ERROR);
  for (const status of failures(method, url, operation))
    responses[status] = {
      description:
        operation.upload && status === 413
          ? UPLOAD_TOO_LARGE
          : operation.upload && status === 415
            ? UPLOAD_TYPE
            : FAILURES[status],
      ...error,
    };
  const unexpected = {
    default: {
      description:
        'Erreur inattendue du serveur (500), ou service momentanément indisponible (503, avec Retry-After) : passerelle en cours d’arrêt, base de données injoignable, en pause ou sans place.',
      ...error,
    },
  };
  const parameters = pathParameters(url);
  const schema: FastifySchema & JsonSchema = {
    summary: operation.summary,
    description: [operation.description, operation.csv && CSV_NOTE, ACCESS[operation.access]]
      .filter(Boolean)
      .join('\n\n'),
    tags: [operation.tag],
    security: operation.webhookSecret
      ? [{ webhookSecret: [] }]
      : operation.access === 'public'
        ? []
        : [{ bearerAuth: [] }],
    ...(parameters.length > 0 && {
      params: {
        type: 'object',
        properties: Object.fromEntries(
          parameters.map((name) => [name, operation.params?.[name] ?? idParameter('Identifiant.')]),
        ),
        required: parameters,
      },
    }),
    ...(operation.query && { querystring: { type: 'object', properties: operation.query } }),
    ...(operation.consumes && { consumes: operation.consumes }),
    ...(operation.body && {
      body: isClass(operation.body) ? inputRef(app, operation.body) : schemaOf(app, operation.body),
    }),
    ...(operation.upload && { consumes: ['multipart/form-data'], body: UPLOAD_BODY }),
    response: { ...responses, ...unexpected },
  };
  return { schema, validatorCompiler: acceptEverything };
}

const acceptEverything = () => () => true;

const UPLOAD_TOO_LARGE = 'Fichier trop volumineux (10 Mo au maximum).';
const UPLOAD_TYPE = 'Type de contenu non pris en charge : envoyez le fichier en multipart/form-data.';
const UPLOAD_BODY: JsonSchema = {
  type: 'object',
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description: 'Le fichier : son type est lu dans ses octets, ni son nom ni le type annoncé ne comptent.',
    },
  },
  required: ['file'],
};
