import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_ROLES, STAFF_ROLES } from '@pilotage/domain';
import { Spinner } from '../components/Spinner';
import { loadAppLayout, loadDashboardScreen, loadLoginScreen, preloaded } from './first-screen';
import { PublicOnly, RequireSession } from './guards';

// Every screen is its own chunk: the sign-in page loads only the shell and the login form.
const named = <K extends string>(load: () => Promise<Record<K, React.ComponentType>>, name: K) =>
  lazy(() => {
    const loaded = preloaded.get(load) as Record<K, React.ComponentType> | undefined;
    // Already fetched (preloadFirstScreen): a thenable that answers at once, so React renders the
    // screen in the same pass instead of committing the Suspense fallback first.
    if (loaded)
      return {
        then: (resolve: (module: { default: React.ComponentType }) => void) => resolve({ default: loaded[name] }),
      } as never;
    return load().then((module) => ({ default: module[name] }));
  });

const AppLayout = named(loadAppLayout, 'AppLayout');
const LoginScreen = named(loadLoginScreen, 'LoginScreen');
const RegisterScreen = named(() => import('../screens/register/RegisterScreen'), 'RegisterScreen');
const UnauthorizedView = named(() => import('../screens/unauthorized/UnauthorizedView'), 'UnauthorizedView');
const NotFoundView = named(() => import('../screens/not-found/NotFoundView'), 'NotFoundView');
const DashboardScreen = named(loadDashboardScreen, 'DashboardScreen');
const UsersScreen = named(() => import('../screens/users/UsersScreen'), 'UsersScreen');
const SettingsScreen = named(() => import('../screens/settings/SettingsScreen'), 'SettingsScreen');
const TasksScreen = named(() => import('../screens/tasks/TasksScreen'), 'TasksScreen');
const EmployeesScreen = named(() => import('../screens/employees/EmployeesScreen'), 'EmployeesScreen');
const FinancialsScreen = named(() => import('../screens/financials/FinancialsScreen'), 'FinancialsScreen');
const InvoicesScreen = named(() => import('../screens/invoices/InvoicesScreen'), 'InvoicesScreen');
const PerformanceScreen = named(() => import('../screens/performance/PerformanceScreen'), 'PerformanceScreen');
const AuditLogScreen = named(() => import('../screens/audit/AuditLogScreen'), 'AuditLogScreen');
const AccountScreen = named(() => import('../screens/account/AccountScreen'), 'AccountScreen');
const SupplierInvoicesScreen = named(
  () => import('../screens/supplier-invoices/SupplierInvoicesScreen'),
  'SupplierInvoicesScreen',
);
const BankScreen = named(() => import('../screens/bank/BankScreen'), 'BankScreen');
const AccountingScreen = named(() => import('../screens/accounting/AccountingScreen'), 'AccountingScreen');
const EmployeeScreen = named(() => import('../screens/employees/EmployeeScreen'), 'EmployeeScreen');

export function AppRoutes() {
  return (
    <Suspense fallback={<Spinner />}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginScreen />
            </PublicOnly>
          }
        />
        <Route
          path="/register"
          element={
            <PublicOnly>
              <RegisterScreen />
            </PublicOnly>
          }
        />
        <Route path="/unauthorized" element={<UnauthorizedView />} />
        <Route element={<RequireSession />}>
          <Route element={<AppLayout />}>
            <Route index element={<Navigate to="/dashboard" replace />} />
            <Route path="dashboard" element={<DashboardScreen />} />
            <Route path="tasks" element={<TasksScreen />} />
            <Route path="employees" element={<EmployeesScreen />} />
            <Route path="financials" element={<FinancialsScreen />} />
            <Route path="invoices" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<InvoicesScreen />} />
            </Route>
            <Route path="supplier-invoices" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<SupplierInvoicesScreen />} />
            </Route>
            <Route path="performance" element={<PerformanceScreen />} />
            <Route path="users" element={<RequireSession roles={ADMIN_ROLES} />}>
              <Route index element={<UsersScreen />} />
            </Route>
            <Route path="settings" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<SettingsScreen />} />
            </Route>
            <Route path="audit-log" element={<RequireSession roles={ADMIN_ROLES} />}>
              <Route index element={<AuditLogScreen />} />
            </Route>
            <Route path="account" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<AccountScreen />} />
            </Route>
            <Route path="bank" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<BankScreen />} />
            </Route>
            <Route path="accounting" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<AccountingScreen />} />
            </Route>
            <Route path="employees/:id" element={<RequireSession roles={STAFF_ROLES} />}>
              <Route index element={<EmployeeScreen />} />
            </Route>
            <Route path="*" element={<NotFoundView />} />
          </Route>
        </Route>
      </Routes>
    </Suspense>
  );
}
