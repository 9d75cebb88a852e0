import { BANK_LINE_STATES, MAX_STATEMENT_BYTES, bankMessages } from '@pilotage/domain';
import type { FastifyRequest } from 'fastify';
import { DomainError, badInput } from '../../kernel/helpers/errors';
import { parseId } from '../../kernel/helpers/ids';
import type { JsonSchema } from '../../transports/http/openapi/json-schema';
import {
  PAGE_PARAMETERS,
  choiceParameter,
  dayParameter,
  idParameter,
  queryOf,
  searchParameter,
} from '../../transports/http/openapi/query-schemas';
import { MessageView } from '../../kernel/helpers/views';
import type { RestRoutes } from '../../transports/http/rest';
import { body, params, query } from '../../transports/http/rest';
import {
  autoMatchBankLines,
  bankSummary,
  createBankAccount,
  createBankRule,
  createRuleFromLine,
  deleteBankAccount,
  deleteBankRule,
  getBankAccount,
  getBankLine,
  ignoreBankLine,
  importStatement,
  lineFilters,
  listBankAccounts,
  listBankLines,
  listBankRules,
  matchBankLine,
  moveBankRule,
  previewStatement,
  RULE_MOVES,
  saveCsvMapping,
  type StatementFile,
  unmatchBankLine,
  updateBankAccount,
  updateBankRule,
} from './bank.service';
import {
  BankAccountInput,
  BankAccountView,
  BankAutoMatchView,
  BankCsvMappingInput,
  BankImportView,
  BankLineView,
  BankMatchInput,
  BankPreviewView,
  BankRuleInput,
  BankRuleView,
  BankSummaryView,
} from './bank.types';

const bank = { tag: 'Banque', access: 'staff' } as const;
const id = (request: FastifyRequest) => parseId(params(request).id);

const UPLOAD: JsonSchema = {
  $id: 'BankStatementUpload',
  type: 'object',
  description:
    '`multipart/form-data` : le fichier du relevé (champ `file`, 10 Mo et 50 000 lignes au plus), et pour un CSV, facultatifs, ' +
    '`mapping` (la correspondance des colonnes en JSON, telle que l’aperçu la donne) et `save_mapping` (`true` pour l’enregistrer sur le compte).',
  properties: {
    file: { type: 'string', format: 'binary' },
    mapping: { type: 'string', description: 'JSON : separator, decimal, date_order, skip_rows, date_column…' },
    save_mapping: { type: 'string', enum: ['true', 'false'] },
  },
  required: ['file'],
};

/** The statement file and its fields from a multipart body; over 10 MB is a 413, without a file a 400. */
async function statementUpload(request: FastifyRequest): Promise<StatementFile> {
  if (!request.isMultipart()) throw badInput(bankMessages.fileRequired);
  let file: StatementFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 4 } })) {
      if (part.type === 'file') file = { bytes: await part.toBuffer(), fileName: part.filename ?? '' };
      else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new DomainError('PAYLOAD_TOO_LARGE', bankMessages.fileTooLarge);
    if (typeof code === 'string' && code.startsWith('FST_')) throw badInput(bankMessages.fileRequired);
    throw error;
  }
  if (file === null) throw badInput(bankMessages.fileRequired);
  return { ...file, options: { mapping: fields.mapping, saveMapping: fields.save_mapping === 'true' } };
}

const LINE_FILTERS = {
  account_id: idParameter('Le compte.'),
  state: choiceParameter(BANK_LINE_STATES, 'État de la ligne.'),
  q: searchParameter('Partie du libellé ou de la contrepartie.'),
  from: dayParameter('Depuis ce jour, inclus.'),
  to: dayParameter("Jusqu'à ce jour, inclus."),
};

export function bankRoutes(rest: RestRoutes) {
  rest.get('/api/bank-accounts', (ctx) => listBankAccounts(ctx), {
    ...bank,
    summary: 'Lister les comptes bancaires',
    description:
      'Avec le solde de la banque (ouverture + lignes importées), le solde Pilotage (ouverture + lignes rapprochées) et les lignes à rapprocher.',
    response: [BankAccountView],
  });
  rest.post('/api/bank-accounts', (ctx, req) => createBankAccount(ctx, body(req)), {
    ...bank,
    summary: 'Créer un compte bancaire',
    description: 'IBAN vérifié par sa clé (modulo 97) ; 409 si un compte a déjà cet IBAN.',
    body: BankAccountInput,
    response: BankAccountView,
    status: 201,
    errors: [409],
  });
  rest.get('/api/bank-accounts/:id', (ctx, req) => getBankAccount(ctx, id(req)), {
    ...bank,
    summary: 'Lire un compte bancaire',
    response: BankAccountView,
  });
  rest.put('/api/bank-accounts/:id', (ctx, req) => updateBankAccount(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Modifier un compte bancaire',
    body: BankAccountInput,
    response: BankAccountView,
    errors: [409],
  });
  rest.delete('/api/bank-accounts/:id', (ctx, req) => deleteBankAccount(ctx, id(req)), {
    ...bank,
    summary: 'Supprimer un compte bancaire',
    description: 'Supprime aussi ses lignes ; 409 tant qu’une ligne est rapprochée.',
    response: MessageView,
    errors: [409],
  });
  rest.put('/api/bank-accounts/:id/csv-mapping', (ctx, req) => saveCsvMapping(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Enregistrer la correspondance des colonnes CSV du compte',
    description: 'Le prochain CSV du compte sera lu ainsi, sans détection.',
    body: BankCsvMappingInput,
    response: BankAccountView,
  });
  rest.post(
    '/api/bank-accounts/:id/statements/preview',
    (ctx, req) => previewStatement(ctx, id(req), () => statementUpload(req)),
    {
      ...bank,
      summary: 'Aperçu d’un relevé',
      description:
        'Lit le fichier (CAMT.053, OFX ou CSV) sans rien importer : les 20 premières lignes, la correspondance des colonnes détectée pour un CSV, les soldes incohérents et les lignes illisibles.',
      body: UPLOAD,
      consumes: ['multipart/form-data'],
      response: BankPreviewView,
      errors: [422],
    },
  );
  rest.post(
    '/api/bank-accounts/:id/statements',
    (ctx, req) => importStatement(ctx, id(req), () => statementUpload(req)),
    {
      ...bank,
      summary: 'Importer un relevé',
      description:
        'En une transaction. Les lignes déjà importées sont ignorées et comptées (même identifiant bancaire ; sinon même jour, montant et libellé, comptés en multiensemble). ' +
        '422 `{"error", "problems": [{"line", "reason"}]}` si des lignes sont illisibles : rien n’est importé. 413 au-delà de 10 Mo ou de 50 000 lignes.',
      body: UPLOAD,
      consumes: ['multipart/form-data'],
      response: BankImportView,
      status: 201,
      errors: [422],
    },
  );
  rest.get('/api/bank-lines', (ctx, req) => listBankLines(ctx, query(req)), {
    ...bank,
    summary: 'Lister les lignes de relevé',
    description:
      'Des plus récentes aux plus anciennes ; chaque ligne à rapprocher porte ses propositions, la meilleure d’abord.',
    query: queryOf(lineFilters, { ...LINE_FILTERS, ...PAGE_PARAMETERS }),
    response: [BankLineView],
    page: true,
  });
  rest.get('/api/bank-lines/:id', (ctx, req) => getBankLine(ctx, id(req)), {
    ...bank,
    summary: 'Lire une ligne de relevé',
    response: BankLineView,
  });
  rest.post('/api/bank-lines/:id/match', (ctx, req) => matchBankLine(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Rapprocher une ligne',
    description:
      '`kind` invoice (la facture est payée à la date de la banque, par son chemin de paiement), ' +
      'supplier_invoice (un débit : la facture fournisseur « Approuvée » est payée à la date de la banque, par son chemin de paiement), transaction (une transaction existante du même montant), ' +
      'rule (une règle : la transaction est créée) ou create (« créer une transaction », la ligne pour source). 409 si la ligne est déjà rapprochée ou si la cible ne convient pas.',
    body: BankMatchInput,
    response: BankLineView,
    errors: [409],
  });
  rest.post('/api/bank-lines/:id/unmatch', (ctx, req) => unmatchBankLine(ctx, id(req)), {
    ...bank,
    summary: 'Annuler le rapprochement d’une ligne',
    description:
      'Défait ce que le rapprochement a créé : un paiement de facture (ou de facture fournisseur, qui redevient « Approuvée ») est annulé comme « Annuler le paiement » (réservé aux Admins), une transaction créée est supprimée. Rend aussi une ligne ignorée.',
    response: BankLineView,
    errors: [409],
  });
  rest.post('/api/bank-lines/:id/ignore', (ctx, req) => ignoreBankLine(ctx, id(req)), {
    ...bank,
    summary: 'Ignorer une ligne',
    response: BankLineView,
    errors: [409],
  });
  rest.post('/api/bank-lines/auto-match', (ctx, req) => autoMatchBankLines(ctx, body(req) as Record<string, unknown>), {
    ...bank,
    summary: 'Rapprocher automatiquement',
    description:
      'Applique les seules propositions sans ambiguïté (corps facultatif `{"account_id"}`) et dit combien de lignes sont rapprochées.',
    body: { type: 'object', properties: { account_id: idParameter('Le compte ; tous par défaut.') } },
    response: BankAutoMatchView,
  });
  rest.post('/api/bank-lines/:id/rule', (ctx, req) => createRuleFromLine(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Créer une règle de rapprochement depuis une ligne',
    description:
      'En un clic : le début du libellé (ou la contrepartie), les montants du même signe, Autre Revenu ou Autre Dépense ; le corps peut préciser.',
    body: BankRuleInput,
    response: BankRuleView,
    status: 201,
  });
  rest.get('/api/bank-rules', (ctx, req) => listBankRules(ctx, query(req)), {
    ...bank,
    summary: 'Lister les règles de rapprochement',
    description: 'Toutes, actives ou non, dans leur ordre : celui de leurs propositions.',
    query: PAGE_PARAMETERS,
    response: [BankRuleView],
    page: true,
  });
  rest.post('/api/bank-rules', (ctx, req) => createBankRule(ctx, body(req)), {
    ...bank,
    summary: 'Créer une règle de rapprochement',
    description: 'Libellé contenant et/ou montant entre deux bornes → catégorie, employé lié, source.',
    body: BankRuleInput,
    response: BankRuleView,
    status: 201,
  });
  rest.put('/api/bank-rules/:id', (ctx, req) => updateBankRule(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Modifier une règle de rapprochement',
    description: 'Mêmes contrôles qu’à la création ; `enabled` à false la désactive (omis, inchangé).',
    body: BankRuleInput,
    response: BankRuleView,
  });
  rest.post('/api/bank-rules/:id/move', (ctx, req) => moveBankRule(ctx, id(req), body(req)), {
    ...bank,
    summary: 'Déplacer une règle de rapprochement',
    description: 'D’un rang vers le haut (`up`) ou vers le bas (`down`) ; aux extrémités, elle reste à sa place.',
    body: {
      type: 'object',
      properties: { direction: choiceParameter(RULE_MOVES, 'Le sens du déplacement.') },
      required: ['direction'],
    },
    response: BankRuleView,
  });
  rest.delete('/api/bank-rules/:id', (ctx, req) => deleteBankRule(ctx, id(req)), {
    ...bank,
    summary: 'Supprimer une règle de rapprochement',
    response: MessageView,
  });
  rest.get('/api/bank-summary', (ctx) => bankSummary(ctx), {
    ...bank,
    summary: 'Le panneau Banque du tableau de bord',
    response: BankSummaryView,
  });
}
