import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';

@ObjectType('OverallStats', { description: 'Chiffres globaux, après tous les filtres.' })
export class OverallStatsView {
  @Field(() => Int) totalTasks!: number;
  @Field(() => Int) completedTasks!: number;
  @Field(() => Int) overdueTasks!: number;
  @Field(() => Float, { description: 'Fraction entre 0 et 1, non arrondie ; 0 sans tâche.' }) completionRate!: number;
  @Field(() => Float, { description: 'Somme des montants positifs.' }) totalRevenue!: number;
  @Field(() => Float, { description: 'Somme des montants négatifs, en valeur absolue.' }) totalExpenses!: number;
  @Field(() => Float, { description: 'Revenus moins dépenses.' }) netProfit!: number;
  @Field(() => Int, { description: "Nombre d'employés." }) activeEmployees!: number;
}

@ObjectType('EmployeePerformance')
export class EmployeePerformanceView {
  @Field(() => Int) employeeId!: number;
  @Field(() => String) employeeName!: string;
  @Field(() => Int) assignedTasks!: number;
  @Field(() => Int) completedTasks!: number;
  @Field(() => Float, { description: 'Fraction entre 0 et 1.' }) completionRate!: number;
  @Field(() => Int) overdueTasks!: number;
}

@ObjectType('PerformanceStats')
export class PerformanceStatsView {
  @Field(() => OverallStatsView) overallStats!: OverallStatsView;
  @Field(() => [EmployeePerformanceView], {
    description:
      'Un par employé, par nom ; avec `top`, les meilleurs taux de complétion seulement, du meilleur au moins bon (à égalité, par nom).',
  })
  employeePerformance!: EmployeePerformanceView[];
}

@InputType({ description: 'Tâches filtrées sur leur échéance, transactions sur leur date ; bornes incluses.' })
export class PerformanceFilterInput {
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) startDate?: string;
  @Field(() => String, { nullable: true, description: 'AAAA-MM-JJ.' }) endDate?: string;
  @Field(() => Int, { nullable: true }) employeeId?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'Seulement les N employés au meilleur taux de complétion (1 à 100).',
  })
  top?: number;
}
