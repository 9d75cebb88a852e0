import { BANK_LINE_STATES, BANK_MATCH_KINDS, bankAccountRules, bankMatchRules, bankRuleRules } from '@pilotage/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('BankAccount', { description: 'Un compte bancaire et ses soldes.' })
export class BankAccountView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { description: 'Sans espaces, en majuscules.' }) iban!: string;
  @Field(() => Float) openingBalance!: number;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) openingDate!: string;
  @Field(() => Float, { description: 'Solde de la banque : ouverture + toutes les lignes importées.' })
  bankBalance!: number;
  @Field(() => Float, { description: 'Solde Pilotage : ouverture + les lignes rapprochées.' })
  pilotageBalance!: number;
  @Field(() => Int, { description: 'Lignes à rapprocher.' }) toReconcile!: number;
  @Field(() => String, { nullable: true, description: 'Jour de la dernière ligne importée (AAAA-MM-JJ).' })
  lastLineDate!: string | null;
  @Field(() => Boolean, { description: 'Une correspondance de colonnes CSV est enregistrée.' }) hasCsvMapping!: boolean;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@InputType()
export class BankAccountInput {
  @Field(() => String) @Rule(bankAccountRules.name) name!: string;
  @Field(() => String, { description: 'Espaces permis ; vérifié par sa clé (modulo 97).' })
  @Rule(bankAccountRules.iban)
  iban!: string;
  @Field(() => Float, { nullable: true, description: '0 par défaut.' })
  @Rule(bankAccountRules.openingBalance)
  openingBalance?: number | string | null;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) @Rule(bankAccountRules.openingDate) openingDate!: string;
}

@ObjectType('BankMatchProposal', {
  description: 'Un rapprochement proposé pour une ligne, du plus probable au moins probable.',
})
export class BankProposalView {
  @Field(() => String, { description: `${BANK_MATCH_KINDS.join(', ')}.` }) kind!: string;
  @Field(() => Int, { description: 'La facture, la facture fournisseur, la transaction ou la règle.' })
  targetId!: number;
  @Field(() => String, { description: 'Ce qui est proposé, en français.' }) description!: string;
  @Field(() => Int, { description: 'Confiance, de 0 à 100.' }) score!: number;
  @Field(() => Boolean, { description: 'Appliqué par « Rapprocher automatiquement ».' }) unambiguous!: boolean;
}

@ObjectType('BankLine', { description: 'Une ligne de relevé bancaire.' })
export class BankLineView {
  @Field(() => Int) id!: number;
  @Field(() => Int) accountId!: number;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) date!: string;
  @Field(() => Float, { description: 'Signé : crédit positif, débit négatif.' }) amount!: number;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) counterparty!: string | null;
  @Field(() => String, { nullable: true, description: 'Identifiant de la banque (FITID, AcctSvcrRef…).' })
  bankRef!: string | null;
  @Field(() => String, { nullable: true }) endToEndId!: string | null;
  @Field(() => String, { description: `${BANK_LINE_STATES.join(', ')}.` }) state!: string;
  @Field(() => String, { nullable: true, description: `${BANK_MATCH_KINDS.join(', ')}.` }) matchKind!: string | null;
  @Field(() => Int, { nullable: true }) invoiceId!: number | null;
  @Field(() => String, { nullable: true }) invoiceNumber!: string | null;
  @Field(() => Int, { nullable: true }) supplierInvoiceId!: number | null;
  @Field(() => String, { nullable: true, description: 'FF-AAAA-NNNN.' }) supplierInvoiceReference!: string | null;
  @Field(() => Int, { nullable: true }) transactionId!: number | null;
  @Field(() => String, { nullable: true }) transactionDescription!: string | null;
  @Field(() => [BankProposalView], {
    description: 'Pour une ligne à rapprocher : les propositions, la meilleure d’abord.',
  })
  proposals!: BankProposalView[];
}

@ObjectType('BankLinePage')
export class BankLinePage extends Page(BankLineView) {}

@ObjectType('BankCsvMapping', {
  description: 'Comment lire un CSV : séparateur, décimales, dates et colonnes (numérotées depuis 0).',
})
export class BankCsvMappingView {
  @Field(() => String, { description: '« ; », « , » ou tabulation.' }) separator!: string;
  @Field(() => String, { description: '« , » ou « . ».' }) decimal!: string;
  @Field(() => String, { description: 'dmy (jj/mm/aaaa) ou ymd (aaaa-mm-jj).' }) dateOrder!: string;
  @Field(() => Int, { description: 'Lignes avant le tableau, en-tête compris (lignes vides ignorées).' })
  skipRows!: number;
  @Field(() => Int) dateColumn!: number;
  @Field(() => Int) labelColumn!: number;
  @Field(() => Int, { nullable: true }) amountColumn!: number | null;
  @Field(() => Int, { nullable: true }) debitColumn!: number | null;
  @Field(() => Int, { nullable: true }) creditColumn!: number | null;
  @Field(() => Int, { nullable: true }) referenceColumn!: number | null;
}

@InputType('BankCsvMappingInput', { description: 'Une correspondance corrigée (voir BankCsvMapping).' })
export class BankCsvMappingInput {
  @Field(() => String) separator!: string;
  @Field(() => String) decimal!: string;
  @Field(() => String) dateOrder!: string;
  @Field(() => Int) skipRows!: number;
  @Field(() => Int) dateColumn!: number;
  @Field(() => Int) labelColumn!: number;
  @Field(() => Int, { nullable: true }) amountColumn?: number | null;
  @Field(() => Int, { nullable: true }) debitColumn?: number | null;
  @Field(() => Int, { nullable: true }) creditColumn?: number | null;
  @Field(() => Int, { nullable: true }) referenceColumn?: number | null;
}

@ObjectType('BankPreviewRow', { description: 'Une ligne telle que lue.' })
export class BankPreviewRowView {
  @Field(() => Int, { description: 'Ligne du fichier.' }) line!: number;
  @Field(() => String) date!: string;
  @Field(() => Float) amount!: number;
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) bankRef!: string | null;
}

@ObjectType('BankStatementProblem', { description: 'Une ligne illisible et pourquoi.' })
export class BankProblemView {
  @Field(() => Int, { nullable: true }) line!: number | null;
  @Field(() => String) reason!: string;
}

@ObjectType('BankStatementPreview', { description: 'Le relevé tel que lu, sans rien importer.' })
export class BankPreviewView {
  @Field(() => String, { description: 'camt053, ofx ou csv.' }) format!: string;
  @Field(() => Int) lineCount!: number;
  @Field(() => [BankPreviewRowView], { description: 'Les 20 premières lignes.' }) rows!: BankPreviewRowView[];
  @Field(() => BankCsvMappingView, { nullable: true, description: 'Pour un CSV : la correspondance utilisée.' })
  mapping!: BankCsvMappingView | null;
  @Field(() => [String], { description: 'Pour un CSV : les noms des colonnes.' }) columns!: string[];
  @Field(() => String, { nullable: true, description: 'Pour un CSV : utf-8 ou windows-1252.' }) encoding!:
    string | null;
  @Field(() => [String], { description: 'Soldes incohérents et autres remarques.' }) warnings!: string[];
  @Field(() => [BankProblemView], { description: 'Lignes illisibles : le relevé ne serait pas importé.' })
  problems!: BankProblemView[];
}

@ObjectType('BankImportResult', { description: 'Ce que l’import a fait.' })
export class BankImportView {
  @Field(() => Int) id!: number;
  @Field(() => String) format!: string;
  @Field(() => Int, { description: 'Lignes du fichier.' }) lineCount!: number;
  @Field(() => Int, { description: 'Lignes ajoutées.' }) added!: number;
  @Field(() => Int, { description: 'Lignes déjà importées, ignorées.' }) skipped!: number;
  @Field(() => [String]) warnings!: string[];
}

@InputType()
export class BankMatchInput {
  @Field(() => String, { description: `${BANK_MATCH_KINDS.join(', ')} (create : « créer une transaction »).` })
  @Rule(bankMatchRules.kind)
  kind!: string;
  @Field(() => Int, { nullable: true, description: 'La facture, la transaction ou la règle ; rien pour create.' })
  @Rule(bankMatchRules.targetId)
  targetId?: number | null;
  @Field(() => String, { nullable: true, description: 'Pour create : catégorie.' })
  @Rule(bankMatchRules.category)
  category?: string | null;
  @Field(() => String, { nullable: true, description: 'Pour create : description (le libellé par défaut).' })
  @Rule(bankMatchRules.description)
  description?: string | null;
  @Field(() => Int, { nullable: true }) @Rule(bankMatchRules.relatedEmployeeId) relatedEmployeeId?: number | null;
  @Field(() => String, { nullable: true }) @Rule(bankMatchRules.relatedSource) relatedSource?: string | null;
}

@ObjectType('BankRule', { description: 'Règle de rapprochement : libellé contenant / montant entre → transaction.' })
export class BankRuleView {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true }) labelContains!: string | null;
  @Field(() => Float, { nullable: true }) minAmount!: number | null;
  @Field(() => Float, { nullable: true }) maxAmount!: number | null;
  @Field(() => String) category!: string;
  @Field(() => String) description!: string;
  @Field(() => Int, { nullable: true }) relatedEmployeeId!: number | null;
  @Field(() => String, { nullable: true }) relatedEmployeeName!: string | null;
  @Field(() => String) relatedSource!: string;
  @Field(() => Int, { description: 'Rang parmi les règles : leurs propositions viennent dans cet ordre.' })
  position!: number;
  @Field(() => Boolean, { description: 'Désactivée, la règle est gardée mais ne propose rien.' }) enabled!: boolean;
}

@ObjectType('BankRulePage')
export class BankRulePage extends Page(BankRuleView) {}

@InputType()
export class BankRuleInput {
  @Field(() => String, { nullable: true }) @Rule(bankRuleRules.labelContains) labelContains?: string | null;
  @Field(() => Float, { nullable: true }) @Rule(bankRuleRules.minAmount) minAmount?: number | string | null;
  @Field(() => Float, { nullable: true }) @Rule(bankRuleRules.maxAmount) maxAmount?: number | string | null;
  @Field(() => String, { nullable: true }) @Rule(bankRuleRules.category) category?: string | null;
  @Field(() => String, { nullable: true }) @Rule(bankRuleRules.description) description?: string | null;
  @Field(() => Int, { nullable: true }) @Rule(bankRuleRules.relatedEmployeeId) relatedEmployeeId?: number | null;
  @Field(() => String, { nullable: true }) @Rule(bankRuleRules.relatedSource) relatedSource?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Vrai par défaut.' })
  @Rule(bankRuleRules.enabled)
  enabled?: boolean | null;
}

@ObjectType('BankAutoMatchResult')
export class BankAutoMatchView {
  @Field(() => Int) matched!: number;
  @Field(() => String) message!: string;
}

@ObjectType('BankSummary', { description: 'Le panneau Banque du tableau de bord.' })
export class BankSummaryView {
  @Field(() => Int) accounts!: number;
  @Field(() => Float, { description: 'Somme des soldes bancaires des comptes.' }) bankBalance!: number;
  @Field(() => Int) toReconcile!: number;
}

@InputType({ description: 'Filtres des lignes de relevé.' })
export class BankLineFilterInput {
  @Field(() => Int, { nullable: true }) accountId?: number;
  @Field(() => String, { nullable: true, description: `${BANK_LINE_STATES.join(', ')}.` }) state?: string;
  @Field(() => String, { nullable: true, description: 'Partie du libellé ou de la contrepartie.' }) q?: string;
  @Field(() => String, { nullable: true, description: 'Depuis ce jour (AAAA-MM-JJ), inclus.' }) from?: string;
  @Field(() => String, { nullable: true, description: 'Jusqu’à ce jour (AAAA-MM-JJ), inclus.' }) to?: string;
}
