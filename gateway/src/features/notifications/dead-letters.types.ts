import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('TelegramDeadLetter', {
  description: "Une notification Telegram qui n'a pas pu être envoyée malgré les nouvelles tentatives.",
})
export class DeadLetterView {
  @Field(() => ID, { description: 'Identifiant de la tâche de la file (UUID).' }) id!: string;
  @Field(() => String, { description: 'Abandon de la notification (ISO 8601).' }) createdAt!: string;
  @Field(() => String, { description: 'task_created, task_assigned, transaction_added ou all_tasks_done.' })
  kind!: string;
  @Field(() => String, { description: 'Chat Telegram destinataire.' }) chatId!: string;
  @Field(() => String, { description: 'Le message, tel qu’il aurait été envoyé.' }) text!: string;
  @Field(() => String, { description: 'La dernière erreur, en français.' }) error!: string;
  @Field(() => Int, { description: "Nombre d'essais avant l'abandon." }) attempts!: number;
}

@ObjectType('TelegramDeadLetterPage')
export class DeadLetterPage extends Page(DeadLetterView) {}
