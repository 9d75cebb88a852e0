import { globalSettingsRules as rules } from '@pilotage/domain';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Rule } from '../shared/field-rules';

@ObjectType('GlobalSettings', { description: 'Réglages globaux (Admin uniquement).' })
export class GlobalSettingsView {
  @Field(() => String, { description: 'Secret : visible des seuls Admins.' }) telegramBotToken!: string;
  @Field(() => Boolean) notificationTasksEnabled!: boolean;
  @Field(() => Boolean) notificationFinancialsEnabled!: boolean;
  @Field(() => Boolean) notificationAllTasksDoneEnabled!: boolean;
}

@InputType()
export class GlobalSettingsInput {
  @Field(() => String, { nullable: true }) @Rule(rules.telegramBotToken) telegramBotToken?: string;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.notificationTasksEnabled) notificationTasksEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.notificationFinancialsEnabled) notificationFinancialsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.notificationAllTasksDoneEnabled) notificationAllTasksDoneEnabled?: boolean;
}
