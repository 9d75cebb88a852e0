import { Arg, Ctx, Field, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../context';
import { PageArgs } from '../graphql/page-args';
import { pageRequest } from '../shared/pagination';
import { createUser, deleteUser, listUsers, resetUserPassword, updateUser } from './users.service';
import { CreateUserInput, MessageView, ResetPasswordInput, UpdateUserInput, UserView } from './users.types';

@ObjectType('UserPage')
class UserPage {
  @Field(() => [UserView]) items!: UserView[];
  @Field(() => Int) total!: number;
}

@Resolver()
export class UsersResolver {
  @Query(() => UserPage, { description: 'Admin uniquement.' })
  users(@Ctx() ctx: Context, @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs): Promise<UserPage> {
    return listUsers(ctx, pageRequest(page ?? {}));
  }

  @Mutation(() => UserView)
  createUser(@Ctx() ctx: Context, @Arg('input', () => CreateUserInput) input: CreateUserInput): Promise<UserView> {
    return createUser(ctx, input);
  }

  @Mutation(() => UserView)
  updateUser(@Ctx() ctx: Context, @Arg('id', () => Int) id: number, @Arg('input', () => UpdateUserInput) input: UpdateUserInput): Promise<UserView> {
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
