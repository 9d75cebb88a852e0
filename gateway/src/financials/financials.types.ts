import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Amount, DayOrTimestamp, OptionalId } from '../shared/field-rules';
import { MaxLengthOf, OneOf, OptionalString, Required } from '../shared/validation';
import { CATEGORIES, TRANSACTION_TYPES, type TransactionType } from './financial-transaction.entity';

export const AMOUNT_NOT_A_NUMBER = 'Le montant doit être un nombre.';
export const AMOUNT_INVALID = 'Le montant doit être un nombre valide.';
export const DESCRIPTION_REQUIRED = 'La description est obligatoire.';
export const DESCRIPTION_TOO_LONG = 'La description ne peut pas dépasser 1000 caractères.';
export const DATE_REQUIRED = 'La date est obligatoire.';
export const DATE_INVALID = 'Date invalide : format AAAA-MM-JJ attendu.';
export const CATEGORY_INVALID = `Catégorie invalide : choisissez ${CATEGORIES.join(', ')}.`;
export const CATEGORY_TOO_LONG = 'La catégorie est un texte de 100 caractères au plus.';
export const TYPE_INVALID = 'Type invalide : choisissez Revenu ou Dépense.';
export const SOURCE_INVALID = 'La source est un texte de 200 caractères au plus.';
export const EMPLOYEE_INVALID = 'Employé lié invalide.';

@ObjectType('FinancialTransaction', { description: 'Une transaction : montant positif pour un revenu, négatif pour une dépense.' })
export class FinancialTransactionView {
  @Field(() => Int) id!: number;
  @Field(() => Float, { description: 'En euros, 2 décimales, signé.' }) amount!: number;
  @Field(() => String) description!: string;
  @Field(() => String, { description: 'AAAA-MM-JJ.' }) date!: string;
  @Field(() => String) category!: string;
  @Field(() => String, { description: 'Revenu (montant ≥ 0) ou Dépense.' }) type!: TransactionType;
  @Field(() => Int, { nullable: true }) relatedEmployeeId!: number | null;
  @Field(() => String, { nullable: true }) relatedEmployeeName!: string | null;
  @Field(() => String) relatedSource!: string;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('FinancialTransactionPage')
export class FinancialTransactionPage {
  @Field(() => [FinancialTransactionView]) items!: FinancialTransactionView[];
  @Field(() => Int) total!: number;
}

/** The add form: the amount is stored as given (its sign says revenue or expense). */
@InputType()
export class CreateFinancialTransactionInput {
  @Field(() => Float) @Amount(AMOUNT_NOT_A_NUMBER, AMOUNT_INVALID) amount!: number | string;
  @Field(() => String) @Required(DESCRIPTION_REQUIRED) @MaxLengthOf(1000, DESCRIPTION_TOO_LONG) description!: string;
  @Field(() => String, { nullable: true, description: "AAAA-MM-JJ ou horodatage ISO ; aujourd'hui par défaut." }) @DayOrTimestamp(DATE_INVALID)
  date?: string | null;
  @Field(() => String, { nullable: true, description: CATEGORIES.join(', ') + '.' }) @OneOf([...CATEGORIES, '', undefined, null], CATEGORY_INVALID)
  category?: string | null;
  @Field(() => Int, { nullable: true }) @OptionalId(EMPLOYEE_INVALID) relatedEmployeeId?: number | null;
  @Field(() => String, { nullable: true }) @OptionalString(SOURCE_INVALID, 200) relatedSource?: string | null;
}

/** The edit form: `type` decides the sign; the category is free text; absent optional fields stay. */
@InputType()
export class UpdateFinancialTransactionInput {
  @Field(() => String) @Required(DESCRIPTION_REQUIRED) @MaxLengthOf(1000, DESCRIPTION_TOO_LONG) description!: string;
  @Field(() => Float) @Amount(AMOUNT_NOT_A_NUMBER, AMOUNT_INVALID) amount!: number | string;
  @Field(() => String, { nullable: true, description: 'Revenu : montant positif ; Dépense : montant négatif.' })
  @OneOf([...TRANSACTION_TYPES, undefined, null], TYPE_INVALID)
  type?: TransactionType | null;
  @Field(() => String) @Required(DATE_REQUIRED) @DayOrTimestamp(DATE_INVALID) date!: string;
  @Field(() => String, { nullable: true }) @OptionalString(CATEGORY_TOO_LONG, 100) category?: string | null;
  @Field(() => Int, { nullable: true, description: "null retire l'employé lié." }) @OptionalId(EMPLOYEE_INVALID) employeeId?: number | null;
  @Field(() => String, { nullable: true }) @OptionalString(SOURCE_INVALID, 200) relatedSource?: string | null;
}

@InputType({ description: 'Filtres et tri de la liste des transactions.' })
export class FinancialFilterInput {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, inclus.' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, inclus.' }) endDate?: string;
  @Field(() => String, { nullable: true, description: 'date (défaut), amount ou created_at.' }) sortBy?: string;
  @Field(() => String, { nullable: true, description: 'asc ou desc (défaut).' }) order?: string;
}
