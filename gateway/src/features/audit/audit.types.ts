import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('AuditFieldChange', {
  description:
    'Un champ modifié : valeurs avant et après (texte JSON pour les nombres et booléens, *** pour un secret).',
})
export class AuditFieldChangeView {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true }) before!: string | null;
  @Field(() => String, { nullable: true }) after!: string | null;
}

@ObjectType('AuditEntry', {
  description:
    'Une ligne du journal d’activité : jamais modifiée ni supprimée (sauf purge après la durée de conservation).',
})
export class AuditEntryView {
  @Field(() => String) id!: string;
  @Field(() => String, { description: 'Horodatage ISO 8601 (UTC).' }) at!: string;
  @Field(() => Int, { nullable: true, description: 'Vide pour une action du système.' }) actorId!: number | null;
  @Field(() => String, { nullable: true }) actorUsername!: string | null;
  @Field(() => String, { nullable: true, description: 'Adresse du client.' }) ip!: string | null;
  @Field(() => String, { description: `${AUDIT_ACTIONS.join(', ')}.` }) action!: string;
  @Field(() => String, { description: `${AUDIT_ENTITY_TYPES.join(', ')}.` }) entityType!: string;
  @Field(() => String, { nullable: true }) entityId!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Le nom de l’élément à ce moment (titre, nom, identifiant, numéro…), tiré du journal.',
  })
  entityLabel!: string | null;
  @Field(() => [AuditFieldChangeView]) changes!: AuditFieldChangeView[];
}

@ObjectType('AuditEntryPage')
export class AuditEntryPage extends Page(AuditEntryView) {}

@InputType()
export class AuditLogFilterInput {
  @Field(() => Int, { nullable: true }) actorId?: number;
  @Field(() => String, { nullable: true, description: `${AUDIT_ENTITY_TYPES.join(', ')}.` }) entityType?: string;
  @Field(() => String, { nullable: true }) entityId?: string;
  @Field(() => String, { nullable: true, description: `${AUDIT_ACTIONS.join(', ')}.` }) action?: string;
  @Field(() => String, { nullable: true, description: 'Depuis ce jour (AAAA-MM-JJ), inclus.' }) from?: string;
  @Field(() => String, { nullable: true, description: 'Jusqu’à ce jour (AAAA-MM-JJ), inclus.' }) to?: string;
}
