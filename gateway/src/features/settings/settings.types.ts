import { globalSettingsRules as rules } from '@pilotage/domain';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('GlobalSettings', { description: 'Réglages globaux (Admin uniquement).' })
export class GlobalSettingsView {
  @Field(() => String, { description: 'Secret : visible des seuls Admins.' }) telegramBotToken!: string;
  @Field(() => Boolean) notificationTasksEnabled!: boolean;
  @Field(() => Boolean) notificationFinancialsEnabled!: boolean;
  @Field(() => Boolean) notificationAllTasksDoneEnabled!: boolean;
  @Field(() => Boolean, {
    description:
      'Les Admins sans double authentification ne peuvent rien faire avant de l’activer (REST : require_2fa_for_admins).',
  })
  require2faForAdmins!: boolean;
}

@InputType()
export class GlobalSettingsInput {
  @Field(() => String, { nullable: true }) @Rule(rules.telegramBotToken) telegramBotToken?: string;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.notificationTasksEnabled) notificationTasksEnabled?: boolean;
  @Field(() => Boolean, { nullable: true })
  @Rule(rules.notificationFinancialsEnabled)
  notificationFinancialsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true })
  @Rule(rules.notificationAllTasksDoneEnabled)
  notificationAllTasksDoneEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @Rule(rules.require2faForAdmins) require2faForAdmins?: boolean;
}
