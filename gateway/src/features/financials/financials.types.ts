import {
  TRANSACTION_CATEGORIES,
  type TransactionType,
  newTransactionRules,
  transactionEditRules,
} from '@pilotage/domain';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('FinancialTransaction', {
  description: 'Une transaction : montant positif pour un revenu, négatif pour une dépense.',
})
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
  @Field(() => Boolean, { description: 'Un justificatif est joint (GET /api/financials/{id}/attachment).' })
  hasAttachment!: boolean;
}

@ObjectType('FinancialTransactionPage')
export class FinancialTransactionPage extends Page(FinancialTransactionView) {}

/** The add form: the amount is stored as given (its sign says revenue or expense). */
@InputType()
export class CreateFinancialTransactionInput {
  @Field(() => Float) @Rule(newTransactionRules.amount) amount!: number | string;
  @Field(() => String) @Rule(newTransactionRules.description) description!: string;
  @Field(() => String, { nullable: true, description: "AAAA-MM-JJ ou horodatage ISO ; aujourd'hui par défaut." })
  @Rule(newTransactionRules.date)
  date?: string | null;
  @Field(() => String, { nullable: true, description: TRANSACTION_CATEGORIES.join(', ') + '.' })
  @Rule(newTransactionRules.category)
  category?: string | null;
  @Field(() => Int, { nullable: true }) @Rule(newTransactionRules.relatedEmployeeId) relatedEmployeeId?: number | null;
  @Field(() => String, { nullable: true }) @Rule(newTransactionRules.relatedSource) relatedSource?: string | null;
}

/** The edit form: `type` decides the sign; the category is free text; absent optional fields stay. */
@InputType()
export class UpdateFinancialTransactionInput {
  @Field(() => String) @Rule(transactionEditRules.description) description!: string;
  @Field(() => Float) @Rule(transactionEditRules.amount) amount!: number | string;
  @Field(() => String, { nullable: true, description: 'Revenu : montant positif ; Dépense : montant négatif.' })
  @Rule(transactionEditRules.type)
  type?: TransactionType | null;
  @Field(() => String) @Rule(transactionEditRules.date) date!: string;
  @Field(() => String, { nullable: true }) @Rule(transactionEditRules.category) category?: string | null;
  @Field(() => Int, { nullable: true, description: "null retire l'employé lié." })
  @Rule(transactionEditRules.employeeId)
  employeeId?: number | null;
  @Field(() => String, { nullable: true }) @Rule(transactionEditRules.relatedSource) relatedSource?: string | null;
}

@InputType({ description: 'Filtres et tri de la liste des transactions.' })
export class FinancialFilterInput {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, inclus.' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ, inclus.' }) endDate?: string;
  @Field(() => String, {
    nullable: true,
    description: 'Partie de la description, de la catégorie ou de la source, majuscules et accents ignorés.',
  })
  q?: string;
  @Field(() => Int, { nullable: true, description: 'Seulement les transactions liées à cet employé.' })
  employeeId?: number;
  @Field(() => String, { nullable: true, description: 'date (défaut), amount ou created_at.' }) sortBy?: string;
  @Field(() => String, { nullable: true, description: 'asc ou desc (défaut).' }) order?: string;
}
