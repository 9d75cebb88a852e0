import { Field, InputType, ObjectType } from 'type-graphql';
import { IsBoolean, IsOptional, Matches } from 'class-validator';

export const BOT_TOKEN_MESSAGE = 'Jeton du bot Telegram invalide : format attendu 123456789:ABC… (ou vide pour le retirer).';

@ObjectType('GlobalSettings', { description: 'Réglages globaux (Admin uniquement).' })
export class GlobalSettingsView {
  @Field(() => String, { description: 'Secret : visible des seuls Admins.' }) telegramBotToken!: string;
  @Field(() => Boolean) notificationTasksEnabled!: boolean;
  @Field(() => Boolean) notificationFinancialsEnabled!: boolean;
  @Field(() => Boolean) notificationAllTasksDoneEnabled!: boolean;
}

const SWITCH_MESSAGE = 'Les interrupteurs de notification valent true ou false.';

@InputType()
export class GlobalSettingsInput {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @Matches(/^(|\d{1,20}:[A-Za-z0-9_-]{20,100})$/, { message: BOT_TOKEN_MESSAGE })
  telegramBotToken?: string;

  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean({ message: SWITCH_MESSAGE }) notificationTasksEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean({ message: SWITCH_MESSAGE }) notificationFinancialsEnabled?: boolean;
  @Field(() => Boolean, { nullable: true }) @IsOptional() @IsBoolean({ message: SWITCH_MESSAGE }) notificationAllTasksDoneEnabled?: boolean;
}
