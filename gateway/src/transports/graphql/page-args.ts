import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'Pagination : limit entre 1 et 500, offset ≥ 0.' })
export class PageArgs {
  @Field(() => Int, { nullable: true }) limit?: number;
  @Field(() => Int, { nullable: true }) offset?: number;
}
