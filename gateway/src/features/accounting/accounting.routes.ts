import { JOURNAL_KEYS } from '@pilotage/domain';
import { PAGE_PARAMETERS, dayParameter } from '../../transports/http/openapi/query-schemas';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import {
  accountBalance,
  closeAccountingPeriod,
  exportFec,
  getAccountingSettings,
  listAccountingPeriods,
  listLedgerEntries,
  updateAccountingSettings,
  vatSummary,
} from './accounting.service';
import {
  AccountBalanceView,
  AccountingPeriodView,
  AccountingSettingsInput,
  AccountingSettingsView,
  LedgerEntryView,
  VatSummaryView,
} from './accounting.types';

const staff = { tag: 'Comptabilité', access: 'staff' } as const;
const admin = { tag: 'Comptabilité', access: 'admin' } as const;
const PERIOD = {
  type: 'string',
  pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$',
  examples: ['2026-01'],
  description: 'Mois AAAA-MM.',
} as const;
const YEAR = {
  type: 'integer',
  minimum: 1900,
  maximum: 9999,
  description: 'Exercice, nommé par l’année de sa clôture.',
} as const;
const ENTRY_FILTERS = {
  year: YEAR,
  period: PERIOD,
  journal: { type: 'string', maxLength: 6, description: 'Code journal (VE, BQ…).' },
  q: { type: 'string', maxLength: 100, description: 'Partie du libellé, de la pièce, du compte ou du client.' },
} as const;

export function accountingRoutes(rest: RestRoutes) {
  rest.get('/api/accounting/settings', (ctx) => getAccountingSettings(ctx), {
    ...staff,
    summary: 'Lire les paramètres comptables',
    description: `Exercice, journaux (${JOURNAL_KEYS.join(', ')}) et comptes, valeurs du PCG par défaut.`,
    response: AccountingSettingsView,
  });
  rest.put('/api/accounting/settings', (ctx, req) => updateAccountingSettings(ctx, body(req)), {
    ...admin,
    summary: 'Enregistrer les paramètres comptables',
    description:
      'Un champ absent garde sa valeur ; les listes ne changent que les clés qu’elles nomment. Numéros de compte : chiffres uniquement. Rien n’est écrit si une valeur est refusée.',
    body: AccountingSettingsInput,
    response: AccountingSettingsView,
    errors: [409],
  });
  rest.get('/api/accounting/entries', (ctx, req) => listLedgerEntries(ctx, query(req)), {
    ...staff,
    summary: 'Lister les écritures validées',
    description: 'Par date puis numéro ; les écritures dérivées encore absentes sont validées d’abord.',
    query: { ...ENTRY_FILTERS, ...PAGE_PARAMETERS },
    response: [LedgerEntryView],
    page: true,
  });
  rest.get('/api/accounting/balance', (ctx, req) => accountBalance(ctx, query(req)), {
    ...staff,
    summary: 'Balance des comptes',
    description: 'Total débit, total crédit et solde de chaque compte, pour la période et le journal donnés.',
    query: { year: YEAR, period: ENTRY_FILTERS.period, journal: ENTRY_FILTERS.journal },
    response: [AccountBalanceView],
  });
  rest.get('/api/accounting/periods', (ctx, req) => listAccountingPeriods(ctx, query(req).year), {
    ...staff,
    summary: 'Les mois d’un exercice et leur clôture',
    query: { year: YEAR },
    response: [AccountingPeriodView],
  });
  rest.post('/api/accounting/periods/:period/close', (ctx, req) => closeAccountingPeriod(ctx, params(req).period), {
    ...admin,
    summary: 'Clôturer une période',
    description:
      'Valide les écritures du mois puis le verrouille : plus rien n’y est passé, une correction devient une écriture dans une période ouverte. 409 si le mois n’est pas terminé ou déjà clôturé. Aucune route ne rouvre une période.',
    params: { period: PERIOD },
    response: AccountingPeriodView,
    errors: [409],
  });
  rest.file(
    '/api/accounting/fec',
    async (ctx, req) => {
      const fec = await exportFec(ctx, query(req).year);
      return {
        type: 'text/plain; charset=iso-8859-15',
        disposition: `attachment; filename="${fec.fileName}"`,
        body: fec.bytes,
      };
    },
    {
      ...admin,
      summary: 'Fichier des écritures comptables (FEC)',
      description:
        '`year` (obligatoire) : l’exercice, nommé par l’année de sa clôture. Article A47 A-1 du LPF : 18 colonnes séparées par des tabulations, ligne d’en-tête, dates AAAAMMJJ, montants à virgule. 400 pour une année mal écrite, 404 pour un exercice sans écriture, 409 sans SIRET.',
      errors: [400, 404, 409],
      file: {
        mediaType: 'text/plain',
        description: 'Succès : le FEC de l’exercice, encodé en ISO-8859-15, lignes terminées par CRLF.',
        disposition: '`attachment; filename="<SIREN>FEC<AAAAMMJJ>.txt"` (date de clôture de l’exercice).',
      },
    },
  );
  rest.get('/api/accounting/vat', (ctx, req) => vatSummary(ctx, query(req)), {
    ...staff,
    summary: 'Synthèse de TVA (cases de la 3310-CA3)',
    description:
      'TVA collectée par taux (sur les débits ou les encaissements selon les paramètres), TVA déductible, montant net, cases de la déclaration. Sous la franchise en base : aucune TVA, chiffre d’affaires face aux seuils.',
    query: {
      from: dayParameter('Premier jour, inclus ; par défaut le premier jour du mois de `to`.'),
      to: dayParameter('Dernier jour, inclus ; par défaut aujourd’hui.'),
    },
    response: VatSummaryView,
  });
}
