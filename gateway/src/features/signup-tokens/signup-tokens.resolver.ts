import { Arg, Ctx, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import type { Context } from '../../kernel/context/context';
import { PageArgs } from '../../transports/graphql/page-args';
import { Page, pageRequest } from '../../kernel/helpers/pagination';
import { MessageView } from '../../kernel/helpers/views';
import { deleteToken, generateTokens, listTokens, tokenStats } from './signup-tokens.service';
import { GenerateTokensInput, GeneratedTokensView, SignupTokenStatsView, SignupTokenView } from './signup-tokens.types';

@ObjectType('SignupTokenPage')
class SignupTokenPage extends Page(SignupTokenView) {}

@Resolver()
export class SignupTokensResolver {
  @Query(() => SignupTokenPage, { description: 'Admin uniquement, les plus récents en premier.' })
  signupTokens(
    @Ctx() ctx: Context,
    @Arg('page', () => PageArgs, { nullable: true }) page?: PageArgs,
  ): Promise<SignupTokenPage> {
    return listTokens(ctx, pageRequest(page ?? {}));
  }

  @Query(() => SignupTokenStatsView)
  signupTokenStats(@Ctx() ctx: Context): Promise<SignupTokenStatsView> {
    return tokenStats(ctx);
  }

  @Mutation(() => GeneratedTokensView)
  generateSignupTokens(
    @Ctx() ctx: Context,
    @Arg('input', () => GenerateTokensInput) input: GenerateTokensInput,
  ): Promise<GeneratedTokensView> {
    return generateTokens(ctx, input);
  }

  @Mutation(() => MessageView)
  deleteSignupToken(@Ctx() ctx: Context, @Arg('id', () => Int) id: number): Promise<MessageView> {
    return deleteToken(ctx, id);
  }
}
