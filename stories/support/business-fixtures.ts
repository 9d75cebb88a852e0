import type { ServerPaging } from '../../web/src/lib/server-paging';
import type {
  EmployeeRowFragment,
  TaskRowFragment,
  TransactionRowFragment,
} from '../../web/src/graphql/generated/graphql';
import type { EmployeeOption } from '../../web/src/components/EmployeeAutocomplete';
import type { ManagerChoice } from '../../web/src/screens/employees/components/ManagerAutocomplete';
import type { DailyBalance } from '../../web/src/screens/financials/financial-rules';
import type { EmployeePerformance } from '../../web/src/screens/performance/components/EmployeePerformanceTable';
import type { OverallStats } from '../../web/src/screens/performance/components/PerformanceStatCards';

/** A grid page that does not move: stories show one page out of `rowCount`. */
export const staticPaging = (rowCount: number, pageSize = 25): ServerPaging => ({
  rowCount,
  paginationModel: { page: 0, pageSize },
  onPaginationModelChange: () => undefined,
  sortModel: [],
  onSortModelChange: () => undefined,
  onExportAll: () => undefined,
});

export const managers: ManagerChoice[] = [
  { id: 1, username: 'admin', role: 'Admin' },
  { id: 2, username: 'claire.martin', role: 'Manager' },
  { id: 4, username: 'lea.dubois', role: 'Manager' },
];

export const employees: EmployeeRowFragment[] = [
  {
    id: 1,
    name: 'Camille Laurent',
    notes: 'Responsable des abonnements',
    managerUserId: 2,
    managerUsername: 'claire.martin',
    createdAt: '2024-01-15T09:00:00.000Z',
  },
  {
    id: 2,
    name: 'Nicolas Petit',
    notes: '',
    managerUserId: null,
    managerUsername: null,
    createdAt: '2024-02-03T10:30:00.000Z',
  },
  {
    id: 3,
    name: 'Sophie Moreau',
    notes: 'Temps partiel, le mardi et le jeudi',
    managerUserId: 1,
    managerUsername: 'admin',
    createdAt: '2024-03-21T14:10:00.000Z',
  },
];

export const employeeOptions: EmployeeOption[] = employees.map(({ id, name }) => ({ id, name }));

const task = (id: number, fields: Partial<TaskRowFragment>): TaskRowFragment => ({
  id,
  title: `Tâche ${id}`,
  description: '',
  dueDate: null,
  status: 'À faire',
  assignedEmployeeId: null,
  assignedEmployeeName: null,
  isRoutine: false,
  frequency: null,
  isOverdue: false,
  createdAt: '2024-05-20T08:00:00.000Z',
  ...fields,
});

export const tasks: TaskRowFragment[] = [
  task(6, {
    title: 'Préparer la newsletter de juin',
    status: 'En cours',
    dueDate: '2024-06-14',
    assignedEmployeeId: 1,
    assignedEmployeeName: 'Camille Laurent',
  }),
  task(5, {
    title: 'Relancer les abonnés inactifs',
    dueDate: '2024-05-30',
    isOverdue: true,
    assignedEmployeeId: 2,
    assignedEmployeeName: 'Nicolas Petit',
  }),
  task(4, {
    title: 'Publier le planning hebdomadaire',
    status: 'Terminé',
    dueDate: '2024-05-27',
    isRoutine: true,
    frequency: 'Hebdomadaire',
    assignedEmployeeId: 3,
    assignedEmployeeName: 'Sophie Moreau',
  }),
  task(3, { title: 'Mettre à jour les tarifs', description: 'Grille 2024', assignedEmployeeId: null }),
  task(2, {
    title: 'Sauvegarder les factures',
    status: 'En cours',
    dueDate: '2024-05-02',
    isOverdue: true,
    isRoutine: true,
    frequency: 'Mensuel',
    assignedEmployeeId: 1,
    assignedEmployeeName: 'Camille Laurent',
  }),
];

/** A page of 100 rows out of 100,000, the scale the tasks table must stay fast at. */
export const manyTasks: TaskRowFragment[] = Array.from({ length: 100 }, (_, index) =>
  task(100_000 - index, {
    title: `Tâche générée n° ${100_000 - index}`,
    status: ['À faire', 'En cours', 'Terminé'][index % 3],
    dueDate: `2024-0${(index % 9) + 1}-1${index % 10}`,
    isOverdue: index % 3 !== 2 && index % 4 === 0,
    assignedEmployeeId: employees[index % 3].id,
    assignedEmployeeName: employees[index % 3].name,
  }),
);

const transaction = (id: number, amount: number, fields: Partial<TransactionRowFragment>): TransactionRowFragment => ({
  id,
  amount,
  description: `Transaction ${id}`,
  date: '2024-06-01',
  category: '',
  type: amount >= 0 ? 'Revenu' : 'Dépense',
  relatedEmployeeId: null,
  relatedEmployeeName: null,
  relatedSource: '',
  hasAttachment: false,
  ...fields,
});

export const transactions: TransactionRowFragment[] = [
  transaction(9, 1234.5, {
    description: 'Abonnements mensuels',
    date: '2024-06-03',
    category: 'Abonnement',
    relatedSource: 'Site web',
  }),
  transaction(8, -59.99, {
    description: 'Logiciel de montage',
    date: '2024-06-03',
    category: 'Dépense Logiciel',
    relatedSource: 'Studio Pixel',
    hasAttachment: true,
  }),
  transaction(7, 318.5, {
    description: 'Pourboires du week-end',
    date: '2024-06-02',
    category: 'Pourboire',
    relatedEmployeeId: 1,
    relatedEmployeeName: 'Camille Laurent',
  }),
  transaction(6, -420, {
    description: 'Campagne publicitaire',
    date: '2024-06-01',
    category: 'Dépense Marketing',
    relatedSource: 'Réseaux sociaux',
  }),
  transaction(5, 0, { description: 'Essai gratuit', date: '2024-05-31', category: 'Autre Revenu' }),
];

/** Daily sums with positive, zero and negative days. */
export const dailyBalances: DailyBalance[] = [
  { date: '2024-05-28', revenue: 860, expenses: 120, net: 740, bucket: 'day' },
  { date: '2024-05-29', revenue: 0, expenses: 310.4, net: -310.4, bucket: 'day' },
  { date: '2024-05-30', revenue: 420.5, expenses: 0, net: 420.5, bucket: 'day' },
  { date: '2024-05-31', revenue: 0, expenses: 0, net: 0, bucket: 'day' },
  { date: '2024-06-01', revenue: 0, expenses: 420, net: -420, bucket: 'day' },
  { date: '2024-06-02', revenue: 318.5, expenses: 0, net: 318.5, bucket: 'day' },
  { date: '2024-06-03', revenue: 1234.5, expenses: 59.99, net: 1174.51, bucket: 'day' },
];

/** A year by month, across two calendar years: what Finances draws for « Cette année » and longer. */
export const monthlyBalances: DailyBalance[] = [
  { date: '2024-10-01', revenue: 4200, expenses: 1310.4, net: 2889.6, bucket: 'month' },
  { date: '2024-11-01', revenue: 3850.5, expenses: 4120, net: -269.5, bucket: 'month' },
  { date: '2024-12-01', revenue: 5120, expenses: 980.25, net: 4139.75, bucket: 'month' },
  { date: '2025-01-01', revenue: 2980, expenses: 1450, net: 1530, bucket: 'month' },
  { date: '2025-02-01', revenue: 3410.75, expenses: 1100, net: 2310.75, bucket: 'month' },
];

export const overallStats: OverallStats = {
  totalTasks: 48,
  completedTasks: 41,
  overdueTasks: 3,
  completionRate: 41 / 48,
};

export const employeePerformance: EmployeePerformance[] = [
  {
    employeeId: 1,
    employeeName: 'Camille Laurent',
    assignedTasks: 21,
    completedTasks: 20,
    completionRate: 20 / 21,
    overdueTasks: 0,
  },
  {
    employeeId: 2,
    employeeName: 'Nicolas Petit',
    assignedTasks: 16,
    completedTasks: 14,
    completionRate: 0.875,
    overdueTasks: 2,
  },
  {
    employeeId: 3,
    employeeName: 'Sophie Moreau',
    assignedTasks: 0,
    completedTasks: 0,
    completionRate: 0,
    overdueTasks: 0,
  },
];
