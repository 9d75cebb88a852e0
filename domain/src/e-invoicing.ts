/**
 * The connection to a Plateforme Agréée (PA) over the AFNOR XP Z12-013 Flow Service: the settings'
 * field rules, the French answers of « Tester la connexion », and the invoices' network states.
 */

import type { FieldRules } from './field-rules';
import { optionalChoice, optionalText } from './rule-builders';

/** How the company's electronic address is written (the directory's addressing schemes). */
export const E_INVOICING_ADDRESS_SCHEMES = ['SIREN', 'SIREN_SIRET', 'ROUTING_CODE'] as const;
export type EInvoicingAddressScheme = (typeof E_INVOICING_ADDRESS_SCHEMES)[number];

export const E_INVOICING_ADDRESS_SCHEME_LABELS: Record<EInvoicingAddressScheme, string> = {
  SIREN: 'SIREN',
  SIREN_SIRET: 'SIREN_SIRET',
  ROUTING_CODE: 'SIREN avec code de routage',
};

const URL_MAX = 500;
const CLIENT_MAX = 200;

export const eInvoicingMessages = {
  urlInvalid: (field: string) => `${field} : indiquez une adresse https:// (500 caractères au plus).`,
  clientIdTooLong: `L'identifiant client ne peut pas dépasser ${CLIENT_MAX} caractères.`,
  clientSecretTooLong: `Le secret client ne peut pas dépasser ${CLIENT_MAX} caractères.`,
  schemeInvalid: 'Type d’adresse électronique inconnu : SIREN, SIREN_SIRET ou SIREN avec code de routage.',
  addressInvalid: {
    SIREN: 'Adresse électronique invalide : un SIREN de 9 chiffres.',
    SIREN_SIRET: 'Adresse électronique invalide : SIREN_SIRET, par exemple 732829320_73282932000074.',
    ROUTING_CODE: 'Adresse électronique invalide : SIREN_code de routage, par exemple 732829320_SERVICE-COMPTA.',
  } satisfies Record<EInvoicingAddressScheme, string>,
  saved: 'Paramètres de facturation électronique enregistrés.',
  // « Tester la connexion ».
  notConfigured:
    'Aucune plateforme agréée n’est configurée : indiquez l’adresse du Flow Service, l’adresse du jeton, l’identifiant et le secret client.',
  connectionOk: 'Connexion réussie : la plateforme a délivré un jeton et son Flow Service répond.',
  dnsFailed: (host: string) => `Adresse introuvable : le nom « ${host} » ne correspond à aucun serveur (DNS).`,
  refused: (host: string) => `Connexion refusée par « ${host} » : le serveur ne répond pas sur ce port.`,
  tlsFailed: (host: string) =>
    `Connexion sécurisée impossible avec « ${host} » : son certificat TLS n’est pas valide ou pas reconnu.`,
  timedOut: (host: string) => `« ${host} » n’a pas répondu à temps (délai dépassé) : réessayez plus tard.`,
  unreachable: (host: string) => `« ${host} » est injoignable : la connexion a été interrompue.`,
  credentialsRefused: 'La plateforme a refusé l’identifiant ou le secret client (401) : vérifiez-les.',
  tokenRefused: (status: number) => `La plateforme n’a pas délivré de jeton (HTTP ${status}).`,
  tokenMalformed: 'La plateforme a répondu sans jeton d’accès utilisable (access_token absent).',
  flowServiceUnauthorized: 'Le Flow Service a refusé le jeton (401) : vérifiez que le client a accès à cette API.',
  flowServiceFailed: (status: number) => `Le Flow Service ne répond pas correctement (HTTP ${status}).`,
  rateLimited: 'La plateforme limite les appels (429) : réessayez dans un instant.',
  unavailable: (status: number) =>
    `La plateforme est momentanément indisponible (HTTP ${status}) : réessayez plus tard.`,
  // A supplier invoice delivered by the platform that could not be filed: kept in the exchanges' log.
  receivedDuplicate: (reference: string) =>
    `Facture reçue non enregistrée : c’est un doublon de la facture fournisseur ${reference}.`,
  receivedUnreadable: (reason: string) => `Facture reçue non enregistrée : ${reason}`,
  // The platform's callbacks (POST /api/e-invoicing/webhook).
  webhookUnauthorized: 'Secret du webhook absent ou invalide.',
  webhookThrottled: 'Trop d’appels au webhook avec un secret invalide : réessayez dans quelques minutes.',
  webhookFlowMissing: 'Le corps doit porter flowInfo.flowId (36 caractères au plus).',
  webhookTaken: 'Flux pris en compte.',
};

export const eInvoicingSettingsRules = {
  flowUrl: optionalText(URL_MAX, eInvoicingMessages.urlInvalid('Adresse du Flow Service'), {
    pattern: { regex: /^(https?:\/\/\S+)?$/, message: eInvoicingMessages.urlInvalid('Adresse du Flow Service') },
  }),
  tokenUrl: optionalText(URL_MAX, eInvoicingMessages.urlInvalid('Adresse du jeton'), {
    pattern: { regex: /^(https?:\/\/\S+)?$/, message: eInvoicingMessages.urlInvalid('Adresse du jeton') },
  }),
  clientId: optionalText(CLIENT_MAX, eInvoicingMessages.clientIdTooLong),
  clientSecret: optionalText(CLIENT_MAX, eInvoicingMessages.clientSecretTooLong),
  addressScheme: optionalChoice(E_INVOICING_ADDRESS_SCHEMES, eInvoicingMessages.schemeInvalid),
  electronicAddress: optionalText(100, eInvoicingMessages.addressInvalid.ROUTING_CODE),
} satisfies FieldRules;

const ADDRESS_PATTERNS: Record<EInvoicingAddressScheme, RegExp> = {
  SIREN: /^\d{9}$/,
  SIREN_SIRET: /^\d{9}_\d{14}$/,
  ROUTING_CODE: /^\d{9}_[A-Za-z0-9-]{1,60}$/,
};

/** The message for an electronic address its scheme refuses, or null ('' passes: the SIREN of the invoice settings). */
export function electronicAddressError(scheme: EInvoicingAddressScheme, address: string): string | null {
  if (address === '' || ADDRESS_PATTERNS[scheme].test(address)) return null;
  return eInvoicingMessages.addressInvalid[scheme];
}

/** « Non transmise (aucune plateforme configurée) »: what an invoice says when no PA is set. */
export const NOT_TRANSMITTED_LABEL = 'Non transmise (aucune plateforme configurée)';

/** An issued invoice's state on the network, as stored (e_invoicing_transmissions.state). */
export const E_INVOICING_STATES = ['pending', 'deposited', 'rejected', 'refused', 'cashed'] as const;
export type EInvoicingState = (typeof E_INVOICING_STATES)[number];

/** The French names; « Déposée » (200), « Refusée » (210), « Encaissée » (212), « Rejetée » (213) are lifecycle statuses. */
export const E_INVOICING_STATE_LABELS: Record<EInvoicingState, string> = {
  pending: "En attente d'envoi",
  deposited: 'Déposée',
  rejected: 'Rejetée',
  refused: 'Refusée',
  cashed: 'Encaissée',
};

/** An invoice that no platform received: none configured when it was issued, or a client without SIREN. */
export const NOT_TRANSMITTED_TO_BUSINESS_LABEL = 'Non transmise';

/** The AFNOR Flow Service's reason codes of a rejected flow (AcknowledgementDetail.reasonCode), in French. */
export const E_INVOICING_REASON_LABELS: Record<string, string> = {
  EmptyAttachement: 'Une pièce jointe est vide.',
  AttachmentTypeError: 'Le type d’une pièce jointe n’est pas accepté.',
  EmptyFlow: 'Le fichier envoyé est vide.',
  OtherTechnicalError: 'Erreur technique de la plateforme.',
  InvalidSchema: 'La facture ne respecte pas le format attendu (schéma invalide).',
  FileSizeExceeded: 'Le fichier dépasse la taille acceptée.',
  FlowTypeError: 'Le type de flux ne convient pas.',
  AlreadyExistingFlow: 'Cette facture a déjà été déposée.',
  VirusFound: 'Un virus a été détecté dans le fichier.',
  ChecksumMismatch: 'L’empreinte SHA-256 ne correspond pas au fichier.',
  InvoiceLCInvalidStatus: 'Statut de cycle de vie invalide.',
  InvoiceLCStatusError: 'Statut de cycle de vie refusé.',
  InvoiceLCRuleError: 'Une règle du cycle de vie n’est pas respectée.',
  InvoiceLCAccessDenied: 'Accès refusé au cycle de vie de cette facture.',
  InvoiceLCAmountError: 'Le montant du cycle de vie est erroné.',
};

/** One reason of a rejection, in French when its code is known, else the platform's own words. */
export function rejectionReason(detail: { reasonCode?: string; reasonMessage?: string; item?: string }): string {
  const known = detail.reasonCode ? E_INVOICING_REASON_LABELS[detail.reasonCode] : undefined;
  const text = known ?? detail.reasonMessage ?? detail.reasonCode ?? '';
  return detail.item ? `${text} (${detail.item})` : text;
}

/**
 * What the invoices list filters on (`networkState`): the stored states, plus `not_transmitted`
 * (a business client, no flow: no platform when it was issued) and `not_applicable` (a client
 * without SIREN, whom the network does not concern).
 */
export const NETWORK_FILTERS = [...E_INVOICING_STATES, 'not_transmitted', 'not_applicable'] as const;
export type NetworkFilter = (typeof NETWORK_FILTERS)[number];

/** A client without SIREN: the network does not concern the invoice. */
export const NOT_APPLICABLE_LABEL = 'Non concernée';

/** The filter's choices as the list shows them. */
export const NETWORK_FILTER_LABELS: Record<NetworkFilter, string> = {
  ...E_INVOICING_STATE_LABELS,
  not_transmitted: NOT_TRANSMITTED_TO_BUSINESS_LABEL,
  not_applicable: NOT_APPLICABLE_LABEL,
};

/**
 * The invoice's network label: its stored state's, else « Non concernée » without SIREN, else
 * « Non transmise », with « (aucune plateforme configurée) » while none is.
 */
export function networkLabel(state: NetworkFilter, platformConfigured: boolean): string {
  if (state === 'not_transmitted')
    return platformConfigured ? NOT_TRANSMITTED_TO_BUSINESS_LABEL : NOT_TRANSMITTED_LABEL;
  return NETWORK_FILTER_LABELS[state];
}

/**
 * Lifecycle statuses (AFNOR XP Z12-012, DGFiP external specifications « cycle de vie »): the code a
 * CDAR message carries in ProcessConditionCode, and its French name.
 */
export const LIFECYCLE_STATUS_LABELS: Record<number, string> = {
  200: 'Déposée',
  201: 'Émise par la plateforme',
  202: 'Reçue par la plateforme',
  203: 'Mise à disposition',
  204: 'Prise en charge',
  205: 'Approuvée',
  206: 'Approuvée partiellement',
  207: 'En litige',
  208: 'Suspendue',
  209: 'Complétée',
  210: 'Refusée',
  211: 'Paiement transmis',
  212: 'Encaissée',
  213: 'Rejetée',
  214: 'Visée',
  220: 'Annulée',
  221: 'Erreur de routage',
};

/** The codes that change an invoice's network state; the others are only recorded. */
export const LIFECYCLE_STATE_OF_CODE: Partial<Record<number, EInvoicingState>> = {
  200: 'deposited',
  210: 'refused',
  212: 'cashed',
  213: 'rejected',
};
