import { employeeRules } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('Employee', { description: 'Un employé, éventuellement suivi par un manager (compte Admin ou Manager).' })
export class EmployeeView {
  @Field(() => Int) id!: number;
  @Field(() => String) name!: string;
  @Field(() => String) notes!: string;
  @Field(() => Int, { nullable: true }) managerUserId!: number | null;
  @Field(() => String, { nullable: true, description: 'Nom du manager, pour l’affichage.' }) managerUsername!:
    string | null;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('EmployeePage')
export class EmployeePage extends Page(EmployeeView) {}

@InputType({ description: 'managerUserId n’est pris en compte que pour un Admin.' })
export class EmployeeInput {
  @Field(() => String) @Rule(employeeRules.name) name!: string;
  @Field(() => String, { nullable: true }) @Rule(employeeRules.notes) notes?: string | null;
  @Field(() => Int, {
    nullable: true,
    description: 'Un compte Admin ou Manager ; null retire le manager ; absent le laisse inchangé.',
  })
  @Rule(employeeRules.managerUserId)
  managerUserId?: number | null;
}
