/** The kinds of records whose changes the gateway announces live (`recordsChanged`) and the web's lists refetch on. */
export const LIVE_ENTITY_TYPES = ['task', 'transaction', 'employee', 'invoice', 'user'] as const;
export type LiveEntityType = (typeof LIVE_ENTITY_TYPES)[number];
/** What the dashboard's figures are computed from: its live subscription and its refetches follow these. */
export const DASHBOARD_ENTITY_TYPES: readonly LiveEntityType[] = ['task', 'transaction', 'employee'];

/**
 * How the gateway closes a live WebSocket (graphql-ws on /graphql), as the client receives it:
 * 44xx codes are the protocol's (graphql-ws does not retry after 4401 and 4429; the web client
 * gives up on 4403 too), 1013 asks to come back later. Reasons stay under WebSocket's 123 bytes.
 */
export const LIVE_CLOSE = {
  anonymous: { code: 4401, reason: "Jeton d'accès invalide ou expiré. Veuillez vous reconnecter." },
  sessionEnded: { code: 4401, reason: 'Session terminée. Veuillez vous reconnecter.' },
  forbidden: { code: 4403, reason: 'Accès refusé : droits insuffisants.' },
  tooManySessionSockets: { code: 4429, reason: 'Trop de connexions en direct pour cette session.' },
  serverFull: { code: 1013, reason: 'Trop de connexions en direct sur ce serveur. Réessayez plus tard.' },
  unavailable: { code: 1013, reason: 'Service momentanément indisponible.' },
} as const;

export const liveMessages = {
  /** An error for that subscription alone: the socket and its other subscriptions stay. */
  tooManySubscriptions: (max: number) =>
    `Trop d'abonnements sur cette connexion (${max} au maximum) : fermez-en un avant d'en ouvrir un autre.`,
} as const;
