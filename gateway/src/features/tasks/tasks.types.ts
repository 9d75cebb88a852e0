import { type Frequency, type TaskStatus, taskRules } from '@pilotage/domain';
import { ValidateIf } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

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
  @Field(() => String, { nullable: true, description: 'Seulement pour une tâche routinière.' })
  frequency!: Frequency | null;
  @Field(() => Boolean, { description: "Échéance passée (jour de l'entreprise) et pas terminée." }) isOverdue!: boolean;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) createdAt!: string;
}

@ObjectType('TaskPage')
export class TaskPage extends Page(TaskView) {}

@InputType()
export class CreateTaskInput {
  @Field(() => String) @Rule(taskRules.title) title!: string;
  @Field(() => String, { nullable: true }) @Rule(taskRules.description) description?: string | null;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) @Rule(taskRules.dueDate) dueDate?: string | null;
  @Field(() => String, { nullable: true, description: 'À faire par défaut.' })
  @Rule(taskRules.status)
  status?: TaskStatus | null;
  @Field(() => Int, { nullable: true }) @Rule(taskRules.assignedEmployeeId) assignedEmployeeId?: number | null;
  @Field(() => Boolean, { nullable: true }) @Rule(taskRules.isRoutine) isRoutine?: boolean | null;
  @Field(() => String, { nullable: true, description: 'Obligatoire pour une tâche routinière : Journalier … Annuel.' })
  @Rule(taskRules.frequency)
  frequency?: string | null;
}

/** Absent fields keep their value: `{status}` alone is the quick toggle. */
@InputType()
export class UpdateTaskInput {
  @Field(() => String, { nullable: true })
  @ValidateIf((input: UpdateTaskInput) => input.title !== undefined)
  @Rule(taskRules.title)
  title?: string;
  @Field(() => String, { nullable: true }) @Rule(taskRules.description) description?: string | null;
  @Field(() => String, { nullable: true, description: "AAAA-MM-JJ ; null retire l'échéance." })
  @Rule(taskRules.dueDate)
  dueDate?: string | null;
  @Field(() => String, { nullable: true }) @Rule(taskRules.status) status?: TaskStatus | null;
  @Field(() => Int, { nullable: true, description: 'null retire l’assignation.' })
  @Rule(taskRules.assignedEmployeeId)
  assignedEmployeeId?: number | null;
  @Field(() => Boolean, { nullable: true }) @Rule(taskRules.isRoutine) isRoutine?: boolean | null;
  @Field(() => String, { nullable: true }) @Rule(taskRules.frequency) frequency?: string | null;
}

@InputType({ description: 'Filtres et tri de la liste des tâches.' })
export class TaskFilterInput {
  @Field(() => String, { nullable: true }) status?: string;
  @Field(() => Int, { nullable: true }) assignedEmployeeId?: number;
  @Field(() => String, {
    nullable: true,
    description: 'Partie du titre ou de la description, majuscules et accents ignorés.',
  })
  q?: string;
  @Field(() => String, { nullable: true, description: 'created_at (défaut), due_date, title ou status.' })
  sortBy?: string;
  @Field(() => String, { nullable: true, description: 'asc ou desc (défaut).' }) order?: string;
}
