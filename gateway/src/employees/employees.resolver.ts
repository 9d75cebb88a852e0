import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../context';
import { PageArgs } from '../graphql/page-args';
import { pageRequest } from '../shared/pagination';
import { MessageView } from '../shared/views';
import { createEmployee, deleteEmployee, getEmployee, listEmployees, updateEmployee } from './employees.service';
import { EmployeeInput, EmployeePage, EmployeeView } from './employees.types';

@Resolver()
export class EmployeesResolver {
  @Query(() => EmployeePage, { description: 'Par nom.' })
  employees(@Ctx() ctx: Context, @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs): Promise<EmployeePage> {
    return listEmployees(ctx, pageRequest(page ?? {}));
  }

  @Query(() => EmployeeView)
  employee(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<EmployeeView> {
    return getEmployee(ctx, id);
  }

  @Mutation(() => EmployeeView)
  createEmployee(@Ctx() ctx: Context, @Arg('input', () => EmployeeInput) input: EmployeeInput): Promise<EmployeeView> {
    return createEmployee(ctx, input);
  }

  @Mutation(() => EmployeeView)
  updateEmployee(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EmployeeInput) input: EmployeeInput,
  ): Promise<EmployeeView> {
    return updateEmployee(ctx, id, input);
  }

  @Mutation(() => MessageView, { description: 'Supprime aussi ses tâches ; ses transactions restent, sans employé lié.' })
  deleteEmployee(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteEmployee(ctx, id);
  }
}
