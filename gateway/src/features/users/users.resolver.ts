import { Arg, Ctx, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { Page } from '../../kernel/helpers/pagination';
import { MessageView } from '../../kernel/helpers/views';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser, userQuery } from './users.service';
import { CreateUserInput, ResetPasswordInput, UpdateUserInput, UserView } from './users.types';

@ObjectType('UserPage')
class UserPage extends Page(UserView) {}

@Resolver()
export class UsersResolver {
  @Query(() => UserPage, {
    description:
      "Admin uniquement. Par id ; avec search, par nom d'utilisateur, ceux qui commencent par le texte cherché en premier.",
  })
  users(
    @Ctx() ctx: Context,
    @Arg('search', () => String, {
      nullable: true,
      description: "Partie du nom d'utilisateur ou de l'email, majuscules et accents ignorés.",
    })
    search?: string,
    @Arg('roles', () => [String], {
      nullable: true,
      description: 'Seulement les comptes de ces rôles (Admin, Manager, Employé).',
    })
    roles?: string[],
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<UserPage> {
    return listUsers(ctx, userQuery({ search, roles, ...page }));
  }

  @Mutation(() => UserView)
  createUser(@Ctx() ctx: Context, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<UserView> {
    return createUser(ctx, input);
  }

  @Mutation(() => UserView)
  updateUser(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateUserInput) input: UpdateUserInput,
  ): Promise<UserView> {
    return updateUser(ctx, id, input);
  }

  @Mutation(() => MessageView)
  deleteUser(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteUser(ctx, id);
  }

  @Mutation(() => MessageView)
  resetUserPassword(
    @Ctx() ctx: Context,
    @Arg('id', () => Int) id: number,
    @Arg('input', () => ResetPasswordInput) input: ResetPasswordInput,
  ): Promise<MessageView> {
    return resetUserPassword(ctx, id, input);
  }
}
