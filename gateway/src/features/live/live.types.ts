import { Field, ObjectType } from 'type-graphql';

@ObjectType('RecordChange', {
  description:
    "Un changement enregistré (par n'importe quel serveur, en REST ou en GraphQL) : l'écran qui l'affiche recharge sa page courante.",
})
export class RecordChangeView {
  @Field(() => String, {
    nullable: true,
    description: 'task, transaction, employee, user ou invoice ; null pour « resync ».',
  })
  entityType!: string | null;

  @Field(() => String, {
    description: 'insert, update ou delete ; resync quand des changements ont pu être manqués (tout recharger).',
  })
  action!: string;

  @Field(() => [String], {
    nullable: true,
    description:
      'Identifiants des enregistrements changés ; null quand ils sont trop nombreux (plus de 50) ou pour « resync ».',
  })
  ids!: string[] | null;
}
