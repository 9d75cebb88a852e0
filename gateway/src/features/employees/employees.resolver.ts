import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { MessageView } from '../../kernel/helpers/views';
import {
  createEmployee,
  deleteEmployee,
  employeeQuery,
  getEmployee,
  listEmployees,
  updateEmployee,
} from './employees.service';
import { EmployeeInput, EmployeePage, EmployeeView } from './employees.types';

@Resolver()
export class EmployeesResolver {
  @Query(() => EmployeePage, {
    description: 'Par nom ; avec search, les noms qui commencent par le texte cherché en premier.',
  })
  employees(
    @Ctx() ctx: Context,
    @Arg('search', () => String, {
      nullable: true,
      description: 'Partie du nom, majuscules et accents ignorés ; 100 caractères au plus.',
    })
    search?: string,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<EmployeePage> {
    return listEmployees(ctx, employeeQuery({ search, ...page }));
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

  @Mutation(() => MessageView, {
    description: 'Supprime aussi ses tâches ; ses transactions restent, sans employé lié.',
  })
  deleteEmployee(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteEmployee(ctx, id);
  }
}
