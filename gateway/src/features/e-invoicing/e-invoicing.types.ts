import { eInvoicingSettingsRules as rules } from '@pilotage/domain';
import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';
import { Page } from '../../kernel/helpers/pagination';

@ObjectType('EInvoicingSettings', {
  description: 'La connexion à la plateforme agréée (Admin uniquement). Le secret client n’est jamais renvoyé.',
})
export class EInvoicingSettingsView {
  @Field(() => String, { description: 'Adresse de base du Flow Service (AFNOR XP Z12-013).' }) flowUrl!: string;
  @Field(() => String, { description: 'Adresse où demander le jeton OAuth 2.0 (client credentials).' })
  tokenUrl!: string;
  @Field(() => String) clientId!: string;
  @Field(() => Boolean, { description: 'Un secret client est enregistré (ou donné par PA_CLIENT_SECRET).' })
  clientSecretSet!: boolean;
  @Field(() => String, { description: 'SIREN, SIREN_SIRET ou ROUTING_CODE.' }) addressScheme!: string;
  @Field(() => String, { description: 'L’adresse saisie ; vide : le SIREN des paramètres de facture.' })
  electronicAddress!: string;
  @Field(() => String, { description: 'L’adresse électronique utilisée (la saisie, sinon le SIREN de la facture).' })
  effectiveAddress!: string;
  @Field(() => [String], {
    description: 'Les champs donnés par l’environnement (PA_*), utilisés quand le champ est vide.',
  })
  fromEnvironment!: string[];
  @Field(() => Boolean, { description: 'Adresses, identifiant et secret sont tous connus.' }) configured!: boolean;
  @Field(() => String, {
    description: 'Le chemin du webhook à donner à la plateforme, sous l’adresse publique de Pilotage.',
  })
  webhookPath!: string;
  @Field(() => String, {
    description: 'Le secret que la plateforme envoie dans l’en-tête X-Pilotage-Webhook-Secret de chaque rappel.',
  })
  webhookSecret!: string;
}

@InputType({ description: 'Un champ absent garde sa valeur ; un secret vide l’efface.' })
export class EInvoicingSettingsInput {
  @Field(() => String, { nullable: true }) @Rule(rules.flowUrl) flowUrl?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.tokenUrl) tokenUrl?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.clientId) clientId?: string | null;
  @Field(() => String, { nullable: true, description: 'Absent : inchangé ; vide : effacé.' })
  @Rule(rules.clientSecret)
  clientSecret?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.addressScheme) addressScheme?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.electronicAddress) electronicAddress?: string | null;
}

@ObjectType('EInvoicingConnectionTest', { description: 'Le résultat de « Tester la connexion ».' })
export class ConnectionTestView {
  @Field(() => Boolean) ok!: boolean;
  @Field(() => String, { description: 'Ce qui a réussi, ou ce qui a échoué, en français.' }) message!: string;
  @Field(() => String, { nullable: true, description: 'configuration, token ou healthcheck : l’étape en échec.' })
  failedStep!: string | null;
}

@ObjectType('EInvoicingExchange', {
  description: 'Un appel à la plateforme agréée : jamais le jeton ni le secret.',
})
export class ExchangeView {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'ISO 8601.' }) at!: string;
  @Field(() => String) method!: string;
  @Field(() => String) path!: string;
  @Field(() => Int, { nullable: true, description: 'Le statut HTTP ; absent quand aucune réponse n’est venue.' })
  status!: number | null;
  @Field(() => Int) durationMs!: number;
  @Field(() => String, { nullable: true }) flowId!: string | null;
  @Field(() => String, { nullable: true, description: 'L’erreur, en français.' }) error!: string | null;
}

@ObjectType('EInvoicingExchangePage')
export class ExchangePage extends Page(ExchangeView) {}

@ObjectType('InvoiceNetworkState', { description: 'Où en est une facture sur le réseau de facturation électronique.' })
export class NetworkStateView {
  @Field(() => String, {
    nullable: true,
    description: 'pending, deposited, rejected, refused, cashed ; absent : non transmise.',
  })
  state!: string | null;
  @Field(() => String, { description: 'En français : « Déposée », « Rejetée »…' }) label!: string;
  @Field(() => String, { nullable: true }) flowId!: string | null;
  @Field(() => [String], { description: 'Les motifs de rejet ou de refus, en français.' }) reasons!: string[];
  @Field(() => String, {
    nullable: true,
    description: 'La dernière erreur d’envoi, en attendant une nouvelle tentative.',
  })
  lastError!: string | null;
}
