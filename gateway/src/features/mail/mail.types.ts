import { testMailRules } from '@pilotage/domain';
import { Rule } from '../../kernel/helpers/field-rules';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Page } from '../../kernel/helpers/pagination';

@InputType({ description: 'Un courriel de test, pour vérifier le serveur d’envoi.' })
export class TestMailInput {
  @Field(() => String, { nullable: true, description: "Destinataire ; l'adresse de l'Admin par défaut." })
  @Rule(testMailRules.to)
  to?: string | null;
}

@ObjectType('MailFailure', {
  description: "Un courriel qui n'a pas pu être envoyé malgré les nouvelles tentatives.",
})
export class MailFailureView {
  @Field(() => ID, { description: 'Identifiant du courriel (UUID).' }) id!: string;
  @Field(() => String, { description: 'Mise en file du courriel (ISO 8601).' }) createdAt!: string;
  @Field(() => String, { description: 'invoice, reminder ou test.' }) kind!: string;
  @Field(() => Int, { nullable: true, description: 'La facture envoyée ou relancée.' }) invoiceId!: number | null;
  @Field(() => String, { description: 'Destinataire.' }) recipient!: string;
  @Field(() => String, { description: 'Sujet.' }) subject!: string;
  @Field(() => String, { description: 'La dernière erreur, en français.' }) error!: string;
  @Field(() => Int, { description: "Nombre d'essais avant l'abandon." }) attempts!: number;
}

@ObjectType('MailFailurePage')
export class MailFailurePage extends Page(MailFailureView) {}
