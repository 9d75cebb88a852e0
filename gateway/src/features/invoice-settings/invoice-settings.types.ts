import { invoiceSettingsRules as rules } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('InvoiceSettings', {
  description: "Coordonnées de l'entreprise et du paiement imprimées sur les factures.",
})
export class InvoiceSettingsView {
  @Field(() => String) companyName!: string;
  @Field(() => String) companyAddress1!: string;
  @Field(() => String) companyAddress2!: string;
  @Field(() => String) companyEmail!: string;
  @Field(() => String) companyPhone!: string;
  @Field(() => String) accountHolder!: string;
  @Field(() => String) bankName!: string;
  @Field(() => String) iban!: string;
  @Field(() => String) bic!: string;
  @Field(() => String) defaultNotes!: string;
  @Field(() => String, { description: '14 chiffres, clé de Luhn vérifiée ; vide tant que non renseigné.' })
  siret!: string;
  @Field(() => String, { description: 'Forme juridique : SARL, SAS, Entrepreneur individuel…' }) legalForm!: string;
  @Field(() => Boolean, { description: 'Entrepreneur individuel : « EI » suit le nom sur les factures.' })
  soleTrader!: boolean;
  @Field(() => String) shareCapital!: string;
  @Field(() => String, { description: 'Immatriculation RCS ou RM (ville et numéro).' }) registration!: string;
  @Field(() => String, { description: 'Numéro de TVA intracommunautaire.' }) vatNumber!: string;
  @Field(() => String, { description: 'franchise (défaut, art. 293 B du CGI) ou liable (TVA par ligne).' })
  vatRegime!: string;
  @Field(() => Int, { description: 'Délai de paiement en jours (30 par défaut).' }) paymentTermsDays!: number;
  @Field(() => String, { description: 'Taux des pénalités de retard.' }) latePenaltyRate!: string;
}

/** Every field optional: absent keeps the saved value. */
@InputType()
export class InvoiceSettingsInput {
  @Field(() => String, { nullable: true }) @Rule(rules.companyName) companyName?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.companyAddress1) companyAddress1?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.companyAddress2) companyAddress2?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.companyEmail) companyEmail?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.companyPhone) companyPhone?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.accountHolder) accountHolder?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.bankName) bankName?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.iban) iban?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.bic) bic?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.defaultNotes) defaultNotes?: string | null;
  @Field(() => String, {
    nullable: true,
    description: '14 chiffres (espaces acceptés, non enregistrés), clé de Luhn vérifiée ; vide pour effacer.',
  })
  @Rule(rules.siret)
  siret?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.legalForm) legalForm?: string | null;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.soleTrader) soleTrader?: boolean | null;
  @Field(() => String, { nullable: true }) @Rule(rules.shareCapital) shareCapital?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.registration) registration?: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      'Préfixe du pays puis format national (FR : clé vérifiée) ; enregistré sans espaces, en majuscules ; vide pour effacer.',
  })
  @Rule(rules.vatNumber)
  vatNumber?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.vatRegime) vatRegime?: string | null;
  @Field(() => Int, { nullable: true, description: 'De 0 à 60 jours (Code de commerce L441-10).' })
  @Rule(rules.paymentTermsDays)
  paymentTermsDays?: number | null;
  @Field(() => String, { nullable: true, description: 'Vide : revient au taux par défaut.' })
  @Rule(rules.latePenaltyRate)
  latePenaltyRate?: string | null;
}
