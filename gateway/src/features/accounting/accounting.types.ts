import { accountingSettingsRules as rules } from '@pilotage/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('AccountingJournal')
export class JournalView {
  @Field(() => String, { description: 'sales, purchases, bank ou misc.' }) key!: string;
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
}

@ObjectType('AccountingAccount')
export class AccountView {
  @Field(() => String, {
    description:
      'clients, suppliers, salesServices, salesGoods, vatCollected, vatDeductible, bank, ou category:<catégorie>.',
  })
  key!: string;
  @Field(() => String) number!: string;
  @Field(() => String) label!: string;
}

@ObjectType('AccountingSettings')
export class AccountingSettingsView {
  @Field(() => Int, { description: 'Premier mois de l’exercice (1 à 12).' }) fiscalStartMonth!: number;
  @Field(() => Boolean, {
    description: 'TVA des prestations de services exigible sur les débits (sinon aux encaissements).',
  })
  vatOnDebits!: boolean;
  @Field(() => [JournalView]) journals!: JournalView[];
  @Field(() => [AccountView], { description: 'Les comptes, puis un compte par catégorie de transaction.' })
  accounts!: AccountView[];
}

@InputType('AccountingJournalInput')
export class JournalInput {
  @Field(() => String) key!: string;
  @Field(() => String) code!: string;
  @Field(() => String) label!: string;
}

@InputType('AccountingAccountInput')
export class AccountInput {
  @Field(() => String) key!: string;
  @Field(() => String) number!: string;
  @Field(() => String) label!: string;
}

/** Every field optional: an absent one keeps its value; the lists change only the keys they name. */
@InputType()
export class AccountingSettingsInput {
  @Field(() => Int, { nullable: true }) @Rule(rules.fiscalStartMonth) fiscalStartMonth?: number | null;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.vatOnDebits) vatOnDebits?: boolean | null;
  @Field(() => [JournalInput], { nullable: true }) @Rule(rules.journals) journals?: JournalInput[] | null;
  @Field(() => [AccountInput], { nullable: true }) @Rule(rules.accounts) accounts?: AccountInput[] | null;
}

@ObjectType('LedgerLine')
export class LedgerLineView {
  @Field(() => String) accountNumber!: string;
  @Field(() => String) accountLabel!: string;
  @Field(() => String, { nullable: true, description: 'Compte auxiliaire (client ou fournisseur).' }) auxNumber!:
    string | null;
  @Field(() => String, { nullable: true }) auxLabel!: string | null;
  @Field(() => Float, { description: 'En euros.' }) debit!: number;
  @Field(() => Float, { description: 'En euros.' }) credit!: number;
}

@ObjectType('LedgerEntry', { description: 'Une écriture validée : elle ne change plus.' })
export class LedgerEntryView {
  @Field(() => Int) id!: number;
  @Field(() => Int, { description: 'Exercice (année de clôture).' }) fiscalYear!: number;
  @Field(() => Int, { description: 'EcritureNum : séquence continue de l’exercice.' }) number!: number;
  @Field(() => String) journalCode!: string;
  @Field(() => String) journalLabel!: string;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) date!: string;
  @Field(() => String) pieceRef!: string;
  @Field(() => String) pieceDate!: string;
  @Field(() => String) label!: string;
  @Field(() => String, { description: 'Jour de validation.' }) validDate!: string;
  @Field(() => Int, { nullable: true, description: 'Le numéro de l’écriture que celle-ci extourne.' })
  reversesNumber!: number | null;
  @Field(() => [LedgerLineView]) lines!: LedgerLineView[];
}

@ObjectType('LedgerEntryPage')
export class LedgerEntryPage extends Page(LedgerEntryView) {}

@InputType('LedgerEntryFilterInput')
export class LedgerEntryFilterInput {
  @Field(() => Int, { nullable: true, description: 'Exercice, nommé par l’année de sa clôture.' }) year?: number;
  @Field(() => String, { nullable: true, description: 'AAAA-MM.' }) period?: string;
  @Field(() => String, { nullable: true, description: 'Code journal (VE, BQ…).' }) journal?: string;
  @Field(() => String, { nullable: true, description: 'Libellé, pièce, compte, client ou fournisseur.' }) q?: string;
}

@ObjectType('AccountBalance')
export class AccountBalanceView {
  @Field(() => String) accountNumber!: string;
  @Field(() => String) accountLabel!: string;
  @Field(() => Float) debit!: number;
  @Field(() => Float) credit!: number;
  @Field(() => Float, { description: 'Débit − crédit.' }) balance!: number;
}

@ObjectType('AccountingPeriod')
export class AccountingPeriodView {
  @Field(() => String, { description: 'AAAA-MM.' }) period!: string;
  @Field(() => Boolean) closed!: boolean;
  @Field(() => String, { nullable: true, description: 'Horodatage ISO 8601 (UTC).' }) closedAt!: string | null;
}

@ObjectType('VatRateTotal')
export class VatRateView {
  @Field(() => Float, { description: 'Taux en %.' }) rate!: number;
  @Field(() => Float) base!: number;
  @Field(() => Float) vat!: number;
}

@ObjectType('Ca3Box', { description: 'Une case de la déclaration 3310-CA3.' })
export class Ca3BoxView {
  @Field(() => String) box!: string;
  @Field(() => String) label!: string;
  @Field(() => Float, { nullable: true, description: 'Base hors taxe, pour les lignes de taux.' }) base!: number | null;
  @Field(() => Float) amount!: number;
}

@ObjectType('FranchiseThreshold')
export class FranchiseThresholdView {
  @Field(() => String) activity!: string;
  @Field(() => Float) turnover!: number;
  @Field(() => Float) base!: number;
  @Field(() => Float) higher!: number;
}

@ObjectType('VatSummary')
export class VatSummaryView {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => Boolean, { description: 'Franchise en base (art. 293 B du CGI) : aucune TVA à déclarer.' })
  franchise!: boolean;
  @Field(() => String) message!: string;
  @Field(() => String, { description: 'debits ou receipts : exigibilité de la TVA des services.' })
  servicesBasis!: string;
  @Field(() => [VatRateView]) collectedByRate!: VatRateView[];
  @Field(() => Float) collected!: number;
  @Field(() => Float) deductible!: number;
  @Field(() => String) deductibleNote!: string;
  @Field(() => Float, { description: 'Collectée − déductible : positive à payer, négative crédit.' }) net!: number;
  @Field(() => [Ca3BoxView]) boxes!: Ca3BoxView[];
  @Field(() => [FranchiseThresholdView], { description: 'Sous la franchise : le chiffre d’affaires face aux seuils.' })
  thresholds!: FranchiseThresholdView[];
}
