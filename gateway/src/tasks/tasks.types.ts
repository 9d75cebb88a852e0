import { ValidateIf } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { CalendarDay, OptionalBoolean, OptionalId } from '../shared/field-rules';
import { MaxLengthOf, OneOf, OptionalString, Required } from '../shared/validation';
import { TASK_STATUSES, type Frequency, type TaskStatus } from './task.entity';

export const TITLE_REQUIRED = 'Le titre est obligatoire.';
export const TITLE_TOO_LONG = 'Le titre ne peut pas dépasser 300 caractères.';
export const FREQUENCY_REQUIRED = 'La fréquence est obligatoire pour une tâche routinière.';
export const STATUS_INVALID = 'Statut invalide : choisissez À faire, En cours ou Terminé.';
export const DUE_DATE_INVALID = "Date d'échéance invalide : format AAAA-MM-JJ attendu.";
export const DESCRIPTION_INVALID = 'La description est un texte de 5000 caractères au plus.';
export const EMPLOYEE_ID_INVALID = 'Employé assigné invalide.';
export const ROUTINE_INVALID = 'Le champ « routinière » doit valoir vrai ou faux.';

@ObjectType('Task', { description: 'Une tâche, éventuellement routinière (elle se renouvelle une fois terminée).' })
export class TaskView {
  @Field(() => Int) id!: number;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) dueDate!: string | null;
  @Field(() => String, { description: 'À faire, En cours ou Terminé.' }) status!: TaskStatus;
  @Field(() => Int, { nullable: true }) assignedEmployeeId!: number | null;
  @Field(() => String, { nullable: true }) assignedEmployeeName!: string | null;
  @Field(() => Boolean) isRoutine!: boolean;
  @Field(() => String, { nullable: true, description: 'Seulement pour une tâche routinière.' }) frequency!: Frequency | null;
  @Field(() => Boolean, { description: "Échéance passée (jour de l'entreprise) et pas terminée." }) isOverdue!: boolean;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('TaskPage')
export class TaskPage {
  @Field(() => [TaskView]) items!: TaskView[];
  @Field(() => Int) total!: number;
}

@InputType()
export class CreateTaskInput {
  @Field(() => String) @Required(TITLE_REQUIRED) @MaxLengthOf(300, TITLE_TOO_LONG) title!: string;
  @Field(() => String, { nullable: true }) @OptionalString(DESCRIPTION_INVALID, 5000) description?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) @CalendarDay(DUE_DATE_INVALID, true) dueDate?: string | null;
  @Field(() => String, { nullable: true, description: 'À faire par défaut.' }) @OneOf([...TASK_STATUSES, undefined, null], STATUS_INVALID)
  status?: TaskStatus | null;
  @Field(() => Int, { nullable: true }) @OptionalId(EMPLOYEE_ID_INVALID) assignedEmployeeId?: number | null;
  @Field(() => Boolean, { nullable: true }) @OptionalBoolean(ROUTINE_INVALID) isRoutine?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Obligatoire pour une tâche routinière : Journalier … Annuel.' })
  @OptionalString(FREQUENCY_REQUIRED, 20)
  frequency?: string | null;
}

/** Absent fields keep their value: `{status}` alone is the quick toggle. */
@InputType()
export class UpdateTaskInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((input: UpdateTaskInput) => input.title !== undefined)
  @Required(TITLE_REQUIRED)
  @MaxLengthOf(300, TITLE_TOO_LONG)
  title?: string;
  @Field(() => String, { nullable: true }) @OptionalString(DESCRIPTION_INVALID, 5000) description?: string | null;
  @Field(() => String, { nullable: true, description: "AAAA-MM-JJ ; null retire l'échéance." }) @CalendarDay(DUE_DATE_INVALID, true) dueDate?: string | null;
  @Field(() => String, { nullable: true }) @OneOf([...TASK_STATUSES, undefined, null], STATUS_INVALID) status?: TaskStatus | null;
  @Field(() => Int, { nullable: true, description: 'null retire l’assignation.' }) @OptionalId(EMPLOYEE_ID_INVALID) assignedEmployeeId?: number | null;
  @Field(() => Boolean, { nullable: true }) @OptionalBoolean(ROUTINE_INVALID) isRoutine?: boolean | null;
  @Field(() => String, { nullable: true }) @OptionalString(FREQUENCY_REQUIRED, 20) frequency?: string | null;
}

@InputType({ description: 'Filtres et tri de la liste des tâches.' })
export class TaskFilterInput {
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => Int, { nullable: true }) assignedEmployeeId?: number;
  @Field(() => String, { nullable: true, description: 'created_at (défaut), due_date, title ou status.' }) sortBy?: string;
  @Field(() => String, { nullable: true, description: 'asc ou desc (défaut).' }) order?: string;
}
