import { Field, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('ReminderLevel', { description: "Un niveau du calendrier des relances, compté en jours après l'échéance." })
export class ReminderLevelView {
  @Field(() => Int, { description: '1, 2 ou 3.' }) level!: number;
  @Field(() => Boolean, { description: 'Désactivé : ce niveau ne part jamais.' }) enabled!: boolean;
  @Field(() => Int, { description: "Jours après l'échéance (1 à 365)." }) daysAfterDue!: number;
  @Field(() => String, { description: 'Sujet ; variables {numero}, {montant_du}, {echeance}.' }) subject!: string;
  @Field(() => String, { description: 'Texte ; mêmes variables.' }) body!: string;
}

@ObjectType('ReminderSchedule', {
  description:
    "Les relances des factures impayées. Le dernier niveau actif chiffre les pénalités de retard et, pour un client professionnel, l'indemnité forfaitaire de 40 €, avec une lettre de relance en PDF.",
})
export class ReminderScheduleView {
  @Field(() => [ReminderLevelView]) levels!: ReminderLevelView[];
}

@InputType()
export class ReminderLevelInput {
  @Field(() => Int) level!: number;
  @Field(() => Boolean) enabled!: boolean;
  @Field(() => Int) daysAfterDue!: number;
  @Field(() => String) subject!: string;
  @Field(() => String) body!: string;
}

@InputType({ description: 'Le calendrier complet : les 3 niveaux, dans l’ordre.' })
export class ReminderScheduleInput {
  @Field(() => [ReminderLevelInput]) levels!: ReminderLevelInput[];
}

@ObjectType('InvoiceReminder', { description: 'Une relance de la facture : partie, en file, en échec ou sautée.' })
export class InvoiceReminderView {
  @Field(() => Int, { description: 'Niveau de la relance.' }) level!: number;
  @Field(() => String, { description: 'Mise en file (ISO 8601).' }) createdAt!: string;
  @Field(() => String, { nullable: true, description: 'Remise au serveur de courriel (ISO 8601).' })
  sentAt!: string | null;
  @Field(() => String, { description: 'Destinataire.' }) recipient!: string;
  @Field(() => String, {
    description:
      'queued (en file), sent (envoyée), failed (en échec) ou skipped (sautée : un niveau plus élevé est parti).',
  })
  status!: string;
  @Field(() => Boolean, { description: 'Envoyée à la main (« Relancer maintenant »).' }) manual!: boolean;
}
