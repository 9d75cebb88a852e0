import { invoiceSettingsRules as rules } from '@pilotage/domain';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Rule } from '../shared/field-rules';

@ObjectType('InvoiceSettings', { description: "Coordonnées de l'entreprise et du paiement imprimées sur les factures." })
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
}
