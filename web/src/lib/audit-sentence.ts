import { AUDIT_SECRET } from '@pilotage/domain';
import { formatDate, formatDateTime, formatEuro, formatEuroCents } from './format';

/** One journal row as the sentences need it (the `AuditEntryFields` fragment fits). */
export interface AuditEntryLike {
  actorId: number | null;
  actorUsername: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** The record's name as of this row, from the journal (the gateway's AUDIT_NAME_FIELDS). */
  entityLabel?: string | null;
  changes: readonly AuditChange[];
}

/** A changed column: its database name, and its values as text (JSON text for numbers and booleans, null for null). */
interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** What the journal writes when no user acted (a job, a migration, a write outside any request). */
const SYSTEM_ACTOR = 'Système';

/** The « Action » column and filter. */
const ACTION_LABELS: Readonly<Record<string, string>> = {
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  login: 'Connexion',
  login_failed: 'Échec de connexion',
  logout: 'Déconnexion',
  password_change: 'Changement de mot de passe',
  two_factor_enabled: 'Activation de la double authentification',
  two_factor_disabled: 'Désactivation de la double authentification',
};

interface EntityWords {
  /** The « Élément » column and the type filter. */
  label: string;
  /** With its article, inside a sentence. */
  the: string;
  /** A singleton (the invoice settings) or a record whose id means nothing to a reader: no « n° ». */
  noNumber?: boolean;
}

const ENTITIES: Readonly<Record<string, EntityWords>> = {
  user: { label: 'Utilisateur', the: "l'utilisateur" },
  employee: { label: 'Employé', the: "l'employé" },
  task: { label: 'Tâche', the: 'la tâche' },
  transaction: { label: 'Transaction', the: 'la transaction' },
  setting: { label: 'Paramètre', the: 'le paramètre' },
  invoice_settings: { label: 'Paramètres de facturation', the: 'les paramètres de facturation', noNumber: true },
  signup_token: { label: "Jeton d'inscription", the: "le jeton d'inscription" },
  invoice: { label: 'Facture', the: 'la facture' },
  notification: { label: 'Notification', the: 'la notification', noNumber: true },
  supplier_invoice: { label: 'Facture fournisseur', the: 'la facture fournisseur' },
  stored_file: { label: 'Fichier', the: 'le fichier' },
  attachment: { label: 'Justificatif', the: 'le justificatif de la transaction' },
  bank_account: { label: 'Compte bancaire', the: 'le compte bancaire' },
  bank_line: { label: 'Ligne de relevé', the: 'la ligne de relevé' },
  bank_rule: { label: 'Règle de rapprochement', the: 'la règle de rapprochement' },
  accounting_settings: { label: 'Paramètres comptables', the: 'les paramètres comptables', noNumber: true },
  accounting_period: { label: 'Période comptable', the: 'la période comptable' },
  mail: { label: 'Courriel', the: 'le courriel', noNumber: true },
  reminder_level: { label: 'Niveau de relance', the: 'le niveau de relance' },
  mail_settings: { label: 'Serveur d’envoi', the: 'le serveur d’envoi des courriels', noNumber: true },
};

/**
 * Column names as the forms label them. A column missing here shows under its own name, so a new
 * column is never hidden from the journal.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  // tasks
  title: 'titre',
  description: 'description',
  due_date: 'échéance',
  status: 'statut',
  assigned_employee_id: 'employé assigné',
  is_routine: 'tâche routinière',
  frequency: 'fréquence',
  next_occurrence_created: 'occurrence suivante créée',
  created_at: 'date de création',
  // employees
  name: 'nom',
  notes: 'notes',
  manager_user_id: 'manager assigné',
  // transactions
  amount: 'montant',
  date: 'date',
  category: 'catégorie',
  related_employee_id: 'employé lié',
  related_source: 'source',
  // users and sign-up tokens
  username: "nom d'utilisateur",
  email: 'e-mail',
  password_hash: 'mot de passe',
  role: 'rôle',
  telegram_chat_id: 'Chat ID Telegram',
  totp_secret: 'secret de double authentification',
  totp_pending_secret: 'secret de double authentification en attente',
  totp_enabled_at: 'double authentification activée le',
  token: 'jeton',
  is_used: 'utilisé',
  used_at: 'utilisé le',
  expires_at: 'expire le',
  // settings
  key: 'clé',
  value: 'valeur',
  updated_at: 'mis à jour le',
  // invoice settings
  company_name: 'raison sociale',
  company_address1: 'adresse (ligne 1)',
  company_address2: 'adresse (ligne 2)',
  company_email: 'e-mail',
  company_phone: 'téléphone',
  account_holder: 'titulaire du compte',
  bank_name: 'banque',
  iban: 'IBAN',
  bic: 'BIC',
  default_notes: 'notes par défaut',
  siret: 'SIRET',
  legal_form: 'forme juridique',
  sole_trader: 'entrepreneur individuel',
  share_capital: 'capital social',
  registration: 'RCS / RM',
  vat_number: 'n° de TVA intracommunautaire',
  vat_regime: 'régime de TVA',
  payment_terms_days: 'délai de paiement (jours)',
  late_penalty_rate: 'pénalités de retard',
  // invoices
  kind: 'type',
  number: 'numéro',
  client_name: 'client',
  client_address: 'adresse du client',
  client_siren: 'SIREN du client',
  client_vat_number: 'n° TVA du client',
  issue_date: "date d'émission",
  service_date: 'date de la prestation',
  operation_category: "catégorie d'opération",
  subtotal_cents: 'total HT',
  vat_total_cents: 'TVA',
  total_cents: 'total TTC',
  credited_invoice_id: 'facture avoir de',
  credit_reason: "motif de l'avoir",
  paid_at: 'payée le',
  payment_transaction_id: 'transaction du paiement',
  payment_cancel_reason: "motif de l'annulation du paiement",
  created_by: 'émise par',
  // notifications
  chat_id: 'Chat ID',
  text: 'texte',
  error: 'erreur',
  attempts: 'tentatives',
  // mail server
  host: 'serveur d’envoi',
  security: 'sécurité',
  sender: 'expéditeur',
  password: 'mot de passe',
};

/** The columns that name a record, best first: the sentence quotes the first one the row carries. */
const NAME_FIELDS = ['title', 'name', 'description', 'username', 'key', 'number', 'client_name'];

/** Longer values (a note, a JSON document) are cut in a sentence. */
const VALUE_MAX_LENGTH = 80;

const quoted = (text: string) => `« ${text} »`;

export const actionLabel = (action: string): string => ACTION_LABELS[action] ?? action;
export const entityLabel = (entityType: string): string => ENTITIES[entityType]?.label ?? entityType;
const fieldLabel = (field: string): string => FIELD_LABELS[field] ?? field;
export const actorName = (entry: Pick<AuditEntryLike, 'actorUsername'>): string => entry.actorUsername ?? SYSTEM_ACTOR;

/** A string the journal stored as JSON text ("\"Loyer\"") reads as the string itself. */
function unquoted(value: string): string {
  if (!value.startsWith('"')) return value;
  try {
    const parsed: unknown = JSON.parse(value);
    return typeof parsed === 'string' ? parsed : value;
  } catch {
    return value;
  }
}

/** A value as a reader expects it: euros, French dates, Oui/Non, « (vide) », « (secret) ». */
export function formatAuditValue(field: string, raw: string | null): string {
  if (raw === null) return '(vide)';
  if (raw === AUDIT_SECRET) return '(secret)';
  const value = unquoted(raw);
  if (value === 'true') return 'Oui';
  if (value === 'false') return 'Non';
  const numeric = value.trim() !== '' && Number.isFinite(Number(value));
  if (numeric && field.endsWith('_cents')) return formatEuroCents(Number(value));
  if (numeric && field === 'amount') return formatEuro(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
  if (/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(value)) return formatDateTime(value);
  if (value === '') return '(vide)';
  return value.length > VALUE_MAX_LENGTH ? `${value.slice(0, VALUE_MAX_LENGTH - 1)}…` : value;
}

/** « statut À faire → Terminé » */
const changeText = (change: AuditChange): string =>
  `${fieldLabel(change.field)} ${formatAuditValue(change.field, change.before)} → ${formatAuditValue(change.field, change.after)}`;

/** The record's name as the row carries it (its new name after a rename, its last one once deleted). */
function recordName(entry: Pick<AuditEntryLike, 'changes'>): string | null {
  for (const field of NAME_FIELDS) {
    const change = entry.changes.find((item) => item.field === field);
    const value = change && (change.after ?? change.before);
    if (value && value !== AUDIT_SECRET) return unquoted(value);
  }
  return null;
}

/** « la tâche « Inventaire » », or « la tâche n° 12 » when the row does not name it. */
function recordText(entry: AuditEntryLike): string {
  const words = ENTITIES[entry.entityType] ?? { label: entry.entityType, the: entry.entityType };
  const name = entry.entityLabel ?? recordName(entry);
  if (name) return `${words.the} ${quoted(name)}`;
  return entry.entityId && !words.noNumber ? `${words.the} n° ${entry.entityId}` : words.the;
}

/** The « Élément » column: « Tâche n° 12 ». */
export function elementText(entry: Pick<AuditEntryLike, 'entityType' | 'entityId'>): string {
  const words = ENTITIES[entry.entityType];
  return entry.entityId && !words?.noNumber
    ? `${entityLabel(entry.entityType)} n° ${entry.entityId}`
    : entityLabel(entry.entityType);
}

/** « l'utilisateur » → « de l'utilisateur », « le paramètre » → « du paramètre ». */
const ofRecord = (text: string) =>
  text.startsWith('le ') ? `du ${text.slice(3)}` : text.startsWith('les ') ? `des ${text.slice(4)}` : `de ${text}`;

/** The history dialog's title: « Historique de la tâche « Inventaire » ». */
export const historyTitle = (entityType: string, name: string): string =>
  `Historique ${ofRecord(ENTITIES[entityType]?.the ?? entityType)} ${quoted(name)}`;

/** The row is about the actor's own account (« son mot de passe »). */
const ownAccount = (entry: AuditEntryLike) =>
  entry.entityType === 'user' && entry.actorId !== null && entry.entityId === String(entry.actorId);

/** One journal row as a French sentence: « marie a modifié la tâche « Inventaire » : statut À faire → Terminé ». */
export function auditSentence(entry: AuditEntryLike): string {
  const actor = actorName(entry);
  switch (entry.action) {
    case 'create':
      return `${actor} a créé ${recordText(entry)}`;
    case 'delete':
      return `${actor} a supprimé ${recordText(entry)}`;
    case 'update': {
      // A column carried unchanged (the record's name, for context) is no change to list; a secret
      // reads *** on both sides, yet it changed.
      const changes = entry.changes
        .filter((change) => change.before !== change.after || change.before === AUDIT_SECRET)
        .map(changeText)
        .join(', ');
      return `${actor} a modifié ${recordText(entry)}${changes ? ` : ${changes}` : ''}`;
    }
    case 'login':
      return `${actor} s'est connecté`;
    case 'logout':
      return `${actor} s'est déconnecté`;
    case 'login_failed':
      return `Échec de connexion pour ${quoted(recordName(entry) ?? entry.actorUsername ?? '?')}`;
    case 'password_change':
      return ownAccount(entry)
        ? `${actor} a changé son mot de passe`
        : `${actor} a changé le mot de passe ${ofRecord(recordText(entry))}`;
    case 'two_factor_enabled':
      return ownAccount(entry)
        ? `${actor} a activé la double authentification`
        : `${actor} a activé la double authentification ${ofRecord(recordText(entry))}`;
    case 'two_factor_disabled':
      // Someone else's (an Admin, or the system from the server's shell) is a removal.
      return ownAccount(entry)
        ? `${actor} a désactivé sa double authentification`
        : `${actor} a retiré la double authentification ${ofRecord(recordText(entry))}`;
    default:
      return `${actor} : ${actionLabel(entry.action)} ${recordText(entry)}`;
  }
}
