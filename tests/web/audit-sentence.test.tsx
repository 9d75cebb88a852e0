import {
  type AuditEntryLike,
  auditSentence,
  elementText,
  formatAuditValue,
  historyTitle,
} from '../../web/src/lib/audit-sentence';

const by = (
  actorUsername: string | null,
  row: Partial<AuditEntryLike> & Pick<AuditEntryLike, 'action' | 'entityType'>,
): AuditEntryLike => ({
  actorId: actorUsername ? 7 : null,
  actorUsername,
  entityId: null,
  changes: [],
  ...row,
});

describe('journal sentences', () => {
  it('says what was changed on a task, with the task named and its status in French', () => {
    const entry = by('marie', {
      action: 'update',
      entityType: 'task',
      entityId: '12',
      changes: [
        { field: 'title', before: 'Inventaire', after: 'Inventaire' },
        { field: 'status', before: 'À faire', after: 'Terminé' },
      ],
    });
    expect(auditSentence(entry)).toBe('marie a modifié la tâche « Inventaire » : statut À faire → Terminé');
    const renamed = { ...entry, changes: [{ field: 'title', before: 'Inventaire', after: 'Inventaire annuel' }] };
    expect(auditSentence(renamed)).toBe(
      'marie a modifié la tâche « Inventaire annuel » : titre Inventaire → Inventaire annuel',
    );
    const statusOnly = { ...entry, changes: [entry.changes[1]] };
    expect(auditSentence(statusOnly)).toBe('marie a modifié la tâche n° 12 : statut À faire → Terminé');
  });

  it('names created and deleted records', () => {
    expect(
      auditSentence(
        by('marie', {
          action: 'create',
          entityType: 'employee',
          entityId: '3',
          changes: [{ field: 'name', before: null, after: 'Jean Dupont' }],
        }),
      ),
    ).toBe("marie a créé l'employé « Jean Dupont »");
    expect(
      auditSentence(
        by('marie', {
          action: 'delete',
          entityType: 'transaction',
          entityId: '9',
          changes: [{ field: 'description', before: 'Loyer', after: null }],
        }),
      ),
    ).toBe('marie a supprimé la transaction « Loyer »');
  });

  it('tells sign-ins, sign-outs, failed sign-ins and password changes', () => {
    expect(auditSentence(by('marie', { action: 'login', entityType: 'user', entityId: '7' }))).toBe(
      "marie s'est connecté",
    );
    expect(auditSentence(by('marie', { action: 'logout', entityType: 'user', entityId: '7' }))).toBe(
      "marie s'est déconnecté",
    );
    expect(
      auditSentence(
        by(null, {
          action: 'login_failed',
          entityType: 'user',
          changes: [{ field: 'username', before: null, after: 'bob' }],
        }),
      ),
    ).toBe('Échec de connexion pour « bob »');
    expect(
      auditSentence(
        by('marie', {
          action: 'password_change',
          entityType: 'user',
          entityId: '4',
          changes: [{ field: 'username', before: 'paul', after: 'paul' }],
        }),
      ),
    ).toBe("marie a changé le mot de passe de l'utilisateur « paul »");
    expect(auditSentence(by('marie', { action: 'password_change', entityType: 'user', entityId: '7' }))).toBe(
      'marie a changé son mot de passe',
    );
  });

  it('words two-factor sign-in turned on, off, or removed by an Admin or the system', () => {
    const paul = { entityType: 'user', entityId: '4', entityLabel: 'paul' };
    expect(auditSentence(by('marie', { action: 'two_factor_enabled', entityType: 'user', entityId: '7' }))).toBe(
      'marie a activé la double authentification',
    );
    expect(auditSentence(by('marie', { action: 'two_factor_disabled', entityType: 'user', entityId: '7' }))).toBe(
      'marie a désactivé sa double authentification',
    );
    expect(auditSentence(by('marie', { action: 'two_factor_disabled', ...paul }))).toBe(
      "marie a retiré la double authentification de l'utilisateur « paul »",
    );
    expect(auditSentence(by(null, { action: 'two_factor_disabled', ...paul }))).toBe(
      "Système a retiré la double authentification de l'utilisateur « paul »",
    );
  });

  it('names the system when nobody acted', () => {
    expect(
      auditSentence(
        by(null, {
          action: 'create',
          entityType: 'task',
          entityId: '5',
          changes: [{ field: 'title', before: null, after: 'Relevé' }],
        }),
      ),
    ).toBe('Système a créé la tâche « Relevé »');
  });

  it('words settings and unknown columns', () => {
    const setting = by('admin', {
      action: 'update',
      entityType: 'setting',
      entityId: 'telegram_bot_token',
      changes: [
        { field: 'key', before: 'telegram_bot_token', after: 'telegram_bot_token' },
        { field: 'value', before: '***', after: '***' },
      ],
    });
    expect(auditSentence(setting)).toBe(
      'admin a modifié le paramètre « telegram_bot_token » : valeur (secret) → (secret)',
    );
    expect(
      auditSentence(
        by('admin', {
          action: 'update',
          entityType: 'invoice_settings',
          entityId: '1',
          changes: [{ field: 'brand_colour', before: 'bleu', after: 'vert' }],
        }),
      ),
    ).toBe('admin a modifié les paramètres de facturation : brand_colour bleu → vert');
  });
});

describe('journal values', () => {
  it('prints money, days, booleans, empty and secret values as a reader expects', () => {
    expect(formatAuditValue('amount', '-1250.5')).toBe('-1\u202f250,50\u00a0€');
    expect(formatAuditValue('total_cents', '123450')).toBe('1\u202f234,50\u00a0€');
    expect(formatAuditValue('due_date', '2026-03-14')).toBe('14 mars 2026');
    expect(formatAuditValue('is_routine', 'true')).toBe('Oui');
    expect(formatAuditValue('is_used', 'false')).toBe('Non');
    expect(formatAuditValue('notes', null)).toBe('(vide)');
    expect(formatAuditValue('notes', '')).toBe('(vide)');
    expect(formatAuditValue('password_hash', '***')).toBe('(secret)');
    expect(formatAuditValue('title', '"Loyer"')).toBe('Loyer');
    expect(formatAuditValue('notes', 'x'.repeat(200))).toHaveLength(80);
  });

  it('names the record in the element column and the history title', () => {
    expect(elementText({ entityType: 'task', entityId: '12' })).toBe('Tâche n° 12');
    expect(elementText({ entityType: 'invoice_settings', entityId: '1' })).toBe('Paramètres de facturation');
    expect(historyTitle('task', 'Inventaire')).toBe('Historique de la tâche « Inventaire »');
    expect(historyTitle('setting', 'company')).toBe('Historique du paramètre « company »');
  });
});
