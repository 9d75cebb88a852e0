import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { employeeLoader } from '../employees/employee-loader';
import { EmployeeView } from '../employees/employees.types';
import { PageArgs, listArguments } from '../../transports/graphql/page-args';
import { MessageView } from '../../kernel/helpers/views';
import { createTask, deleteTask, getTask, listTasks, taskQuery, updateTask } from './tasks.service';
import { CreateTaskInput, TaskFilterInput, TaskPage, TaskView, UpdateTaskInput } from './tasks.types';

@Resolver(() => TaskView)
export class TasksResolver {
  @Query(() => TaskPage)
  tasks(
    @Ctx() ctx: Context,
    @Arg('filter', () => TaskFilterInput, { nullable: true }) filter?: TaskFilterInput,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<TaskPage> {
    return listTasks(ctx, taskQuery(listArguments(filter, page)));
  }

  @Query(() => TaskView)
  task(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<TaskView> {
    return getTask(ctx, id);
  }

  /** Batched per request: a page of tasks with their employees costs one extra query, not one per task. */
  @FieldResolver(() => EmployeeView, { nullable: true })
  assignedEmployee(@Root() task: TaskView, @Ctx() ctx: Context): Promise<EmployeeView | null> | null {
    return task.assignedEmployeeId === null ? null : employeeLoader(ctx).load(task.assignedEmployeeId);
  }

  @Mutation(() => TaskView, {
    description: 'Terminer une tâche routinière crée sa prochaine occurrence (une seule fois).',
  })
  createTask(@Ctx() ctx: Context, @Arg('input', () => CreateTaskInput) input: CreateTaskInput): Promise<TaskView> {
    return createTask(ctx, input);
  }

  @Mutation(() => TaskView, {
    description: 'Les champs absents restent inchangés : { status } seul est la bascule rapide.',
  })
  updateTask(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateTaskInput) input: UpdateTaskInput,
  ): Promise<TaskView> {
    return updateTask(ctx, id, input);
  }

  @Mutation(() => MessageView)
  deleteTask(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteTask(ctx, id);
  }
}
