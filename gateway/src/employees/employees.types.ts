import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { OptionalId } from '../shared/field-rules';
import { MaxLengthOf, OptionalString, Required } from '../shared/validation';

export const NAME_REQUIRED = 'Le nom est obligatoire.';
export const NAME_TOO_LONG = 'Le nom ne peut pas dépasser 200 caractères.';
export const NOTES_INVALID = 'Les notes sont un texte de 5000 caractères au plus.';
export const MANAGER_INVALID = 'Le manager doit être un utilisateur Admin ou Manager.';

@ObjectType('Employee', { description: 'Un employé, éventuellement suivi par un manager (compte Admin ou Manager).' })
export class EmployeeView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) notes!: string;
  @Field(() => Int, { nullable: true }) managerUserId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nom du manager, pour l’affichage.' }) managerUsername!: string | null;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('EmployeePage')
export class EmployeePage {
  @Field(() => [EmployeeView]) items!: EmployeeView[];
  @Field(() => Int) total!: number;
}

@InputType({ description: 'managerUserId n’est pris en compte que pour un Admin.' })
export class EmployeeInput {
  @Field(() => String) @Required(NAME_REQUIRED) @MaxLengthOf(200, NAME_TOO_LONG) name!: string;
  @Field(() => String, { nullable: true }) @OptionalString(NOTES_INVALID, 5000) notes?: string | null;
  @Field(() => Int, { nullable: true, description: 'Un compte Admin ou Manager ; null retire le manager ; absent le laisse inchangé.' })
  @OptionalId(MANAGER_INVALID)
  managerUserId?: number | null;
}
