import { telegramVerifyRules } from '@pilotage/domain';
import { Field, InputType, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@InputType()
export class TelegramVerifyInput {
  @Field(() => String, { nullable: true, description: "Chat à vérifier ; par défaut celui de l'utilisateur connecté." })
  @Rule(telegramVerifyRules.chatId)
  chatId?: string | null;
}

@ObjectType('TelegramBot')
export class TelegramBotView {
  @Field(() => String, { nullable: true }) username!: string | null;
}

@ObjectType('TelegramChat')
export class TelegramChatView {
  @Field(() => String, { nullable: true }) id!: string | null;
  @Field(() => String, { nullable: true }) type!: string | null;
}

@ObjectType('TelegramVerifyDetails')
export class TelegramVerifyDetailsView {
  @Field(() => TelegramBotView) bot!: TelegramBotView;
  @Field(() => TelegramChatView) chat!: TelegramChatView;
  @Field(() => String, { nullable: true, description: 'Ce qui ne va pas, en français ; null si tout est valide.' })
  error!: string | null;
}

@ObjectType('TelegramVerifyResult')
export class TelegramVerifyView {
  @Field(() => Boolean) valid!: boolean;
  @Field(() => String) message!: string;
  @Field(() => TelegramVerifyDetailsView) details!: TelegramVerifyDetailsView;
}

@ObjectType('TelegramDiagnostic')
export class TelegramDiagnosticView {
  @Field(() => Boolean) tokenSet!: boolean;
  @Field(() => Boolean) chatIdSet!: boolean;
  @Field(() => String, { nullable: true }) error!: string | null;
}

@ObjectType('TelegramTestResult')
export class TelegramTestView {
  @Field(() => String) message!: string;
  @Field(() => TelegramDiagnosticView) diagnostic!: TelegramDiagnosticView;
}
