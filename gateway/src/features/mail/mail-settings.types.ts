import { mailSettingsRules as rules } from '@pilotage/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { Rule } from '../../kernel/helpers/field-rules';

@ObjectType('MailSettings', {
  description: 'Le serveur d’envoi des courriels (Admin uniquement). Le mot de passe n’est jamais renvoyé.',
})
export class MailSettingsView {
  @Field(() => String, {
    description:
      'environment : SMTP_URL le configure (lecture seule) ; settings : ces réglages ; none : aucun serveur.',
  })
  source!: 'environment' | 'settings' | 'none';
  @Field(() => String, { description: 'Hôte du serveur SMTP ; vide sans serveur.' }) host!: string;
  @Field(() => Int, { nullable: true, description: 'Port (1 à 65535).' }) port!: number | null;
  @Field(() => String, { description: 'none, starttls ou tls (TLS implicite).' }) security!: string;
  @Field(() => String, { description: 'Utilisateur ; vide : sans identification.' }) user!: string;
  @Field(() => Boolean, { description: 'Un mot de passe est enregistré (il n’est jamais renvoyé).' })
  passwordSet!: boolean;
  @Field(() => String, { description: 'Expéditeur : une adresse, ou « Nom <adresse> ».' }) from!: string;
  @Field(() => Boolean, { description: 'DKIM signe les courriels (réglé par l’environnement seulement).' })
  dkim!: boolean;
}

@InputType({ description: 'Le serveur d’envoi. Un hôte vide retire la configuration.' })
export class MailSettingsInput {
  @Field(() => String, { nullable: true, description: 'Hôte ; vide : plus de serveur configuré ici.' })
  @Rule(rules.host)
  host?: string | null;
  @Field(() => Int, { nullable: true }) @Rule(rules.port) port?: number | null;
  @Field(() => String, { nullable: true, description: 'none, starttls ou tls.' })
  @Rule(rules.security)
  security?: string | null;
  @Field(() => String, { nullable: true }) @Rule(rules.user) user?: string | null;
  @Field(() => String, { nullable: true, description: 'Vide ou absent : le mot de passe enregistré reste.' })
  @Rule(rules.password)
  password?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'true : efface le mot de passe enregistré.' })
  @Rule(rules.clearPassword)
  clearPassword?: boolean | null;
  @Field(() => String, { nullable: true }) @Rule(rules.from) from?: string | null;
}
