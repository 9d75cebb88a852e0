import { tokenQuantityRule } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('SignupToken', { description: "Un jeton d'inscription : une personne peut créer un compte Manager avec." })
export class SignupTokenView {
  @Field(() => Int) id!: number;
  @Field(() => String) token!: string;
  @Field(() => Boolean) isUsed!: boolean;
  @Field(() => String) createdAt!: string;
  @Field(() => String, {
    description: "Au-delà de cet instant (ISO 8601), un jeton non utilisé n'inscrit plus personne.",
  })
  expiresAt!: string;
}

@ObjectType('SignupTokenStats')
export class SignupTokenStatsView {
  @Field(() => Int) totalTokens!: number;
  @Field(() => Int) usedTokens!: number;
  @Field(() => Int) unusedTokens!: number;
}

@ObjectType('GeneratedSignupTokens')
export class GeneratedTokensView {
  @Field(() => [String]) tokens!: string[];
}

@InputType()
export class GenerateTokensInput {
  @Field(() => Int, { description: 'Entre 1 et 50.' })
  @Rule(tokenQuantityRule)
  quantity!: number;
}
