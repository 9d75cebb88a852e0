/** The activity journal's vocabulary, shared by the gateway (filters, rows) and the web client (sentences). */

export const AUDIT_ACTIONS = [
  'create',
  'update',
  'delete',
  'login',
  'login_failed',
  'logout',
  'password_change',
  'two_factor_enabled',
  'two_factor_disabled',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The singular English name of each journaled record. */
export const AUDIT_ENTITY_TYPES = [
  'user',
  'employee',
  'task',
  'transaction',
  'setting',
  'invoice_settings',
  'signup_token',
  'invoice',
  'notification',
  'supplier_invoice',
  'stored_file',
  'attachment',
  'bank_account',
  'bank_line',
  'bank_rule',
  'accounting_settings',
  'accounting_period',
  'mail',
  'reminder_level',
  'mail_settings',
  'e_invoicing_settings',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** What a secret (password, hash, bot token, sign-up token value, 2FA secret) shows in the journal. */
export const AUDIT_SECRET = '***';

/** How long journal rows are kept when AUDIT_RETENTION_DAYS is not set. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 730;

/** The column that names a record of each type, quoted in the journal's sentences (« la tâche « Inventaire » »). */
export const AUDIT_NAME_FIELDS: Partial<Record<AuditEntityType, string>> = {
  user: 'username',
  employee: 'name',
  task: 'title',
  transaction: 'description',
  invoice: 'number',
  supplier_invoice: 'reference',
  stored_file: 'file_name',
  mail: 'subject',
};
