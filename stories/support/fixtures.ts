import type {
  DashboardStats,
  EmployeeRate,
  RecentTask,
  RecentTransaction,
} from '../../web/src/screens/dashboard/dashboard-figures';
import type {
  SignupTokenRowFragment,
  SignupTokenStatsQuery,
  UserRowFragment,
} from '../../web/src/graphql/generated/graphql';

export const users: UserRowFragment[] = [
  {
    id: 1,
    username: 'admin',
    email: 'admin@pilotage.fr',
    role: 'Admin',
    createdAt: '2024-01-08T09:15:00.000Z',
    twoFactorEnabled: true,
  },
  {
    id: 2,
    username: 'claire.martin',
    email: 'claire.martin@pilotage.fr',
    role: 'Manager',
    createdAt: '2024-02-12T14:02:00.000Z',
    twoFactorEnabled: false,
  },
  {
    id: 3,
    username: 'hugo.bernard',
    email: 'hugo.bernard@pilotage.fr',
    role: 'Employé',
    createdAt: '2024-03-05T08:40:00.000Z',
    twoFactorEnabled: false,
  },
  {
    id: 4,
    username: 'lea.dubois',
    email: 'lea.dubois@pilotage.fr',
    role: 'Manager',
    createdAt: '2024-04-19T16:25:00.000Z',
    twoFactorEnabled: true,
  },
];

export const tokenStats: SignupTokenStatsQuery['signupTokenStats'] = { totalTokens: 4, usedTokens: 1, unusedTokens: 3 };

/** The instant the token stories are seen at: tokens 4 and 3 still available, 2 expired (7-day lifetime). */
export const tokensSeenAt = new Date('2024-05-06T09:00:00.000Z');

export const signupTokens: SignupTokenRowFragment[] = [
  {
    id: 4,
    token: 'x5Ty7uI9oP1aS3dF6gH8jK',
    isUsed: false,
    createdAt: '2024-05-06T08:10:00.000Z',
    expiresAt: '2024-05-13T08:10:00.000Z',
  },
  {
    id: 3,
    token: 'q8Zk1mV7cR2xT5nB0pL4wA',
    isUsed: false,
    createdAt: '2024-05-02T10:00:00.000Z',
    expiresAt: '2024-05-09T10:00:00.000Z',
  },
  {
    id: 2,
    token: 'H3sD9fJ6kL1zX8cV5bN2mQ',
    isUsed: false,
    createdAt: '2024-04-28T11:30:00.000Z',
    expiresAt: '2024-05-05T11:30:00.000Z',
  },
  {
    id: 1,
    token: 'P0oI9uY8tR7eW6qA5sD4fG',
    isUsed: true,
    createdAt: '2024-04-01T07:45:00.000Z',
    expiresAt: '2024-04-08T07:45:00.000Z',
  },
];

export const generatedTokens = ['n7Wq2eR5tY8uI1oP4aS6dF', 'g3Hj6kL9zX2cV5bN8mQ1wE'];

/** Resolves after a moment, like a server answering. */
export const answer = async () => new Promise<void>((resolve) => setTimeout(resolve, 300));

/** Rejects with a server's French message. */
export const refuse = (message: string) => async () => {
  await answer();
  throw new Error(message);
};

export const dashboardStats: DashboardStats = {
  revenue: 12480,
  expenses: 3215.4,
  netProfit: 9264.6,
  activeEmployees: 8,
  completedTasks: 42,
  overdueTasks: 3,
  scope: 'Globaux',
};

export const recentTasks: RecentTask[] = [
  { id: 5, title: 'Préparer la newsletter de juin', status: 'En cours', dueDate: '2024-06-14', isOverdue: false },
  { id: 4, title: 'Relancer les abonnés inactifs', status: 'À faire', dueDate: '2024-05-30', isOverdue: true },
  { id: 3, title: 'Publier le planning hebdomadaire', status: 'Terminé', dueDate: '2024-05-27', isOverdue: false },
  { id: 2, title: 'Mettre à jour les tarifs', status: 'À faire', dueDate: null, isOverdue: false },
];

export const recentTransactions: RecentTransaction[] = [
  { id: 9, description: 'Abonnements mensuels', date: '2024-06-01', amount: 2450 },
  { id: 8, description: 'Logiciel de montage', date: '2024-05-29', amount: -59.99 },
  { id: 7, description: 'Pourboires du week-end', date: '2024-05-26', amount: 318.5 },
  { id: 6, description: 'Campagne publicitaire', date: '2024-05-20', amount: -420 },
];

export const topEmployees: EmployeeRate[] = [
  { employeeId: 2, employeeName: 'Camille Laurent', completionRate: 0.9523 },
  { employeeId: 5, employeeName: 'Nicolas Petit', completionRate: 0.875 },
  { employeeId: 1, employeeName: 'Sophie Moreau', completionRate: 0.6667 },
];
