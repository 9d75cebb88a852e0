import { Field, InputType, ObjectType } from 'type-graphql';
import { OptionalString } from '../shared/validation';

const FIELD_MESSAGE = 'Chaque paramètre de facture est un texte de 500 caractères au plus.';
const NOTES_MESSAGE = 'Les notes par défaut sont un texte de 4000 caractères au plus.';

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
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) companyName?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) companyAddress1?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) companyAddress2?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) companyEmail?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) companyPhone?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) accountHolder?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) bankName?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) iban?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(FIELD_MESSAGE, 500) bic?: string | null;
  @Field(() => String, { nullable: true }) @OptionalString(NOTES_MESSAGE, 4000) defaultNotes?: string | null;
}
