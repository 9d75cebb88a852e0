import Avatar from '@mui/material/Avatar';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatPercent } from '../../../lib/format';
import type { EmployeeRate } from '../dashboard-figures';
import { DashboardPanel } from './DashboardPanel';

/** The top three employees by completion rate, ranked #1 to #3. */
export function TopEmployeesPanel({ employees, loading = false }: { employees: EmployeeRate[]; loading?: boolean }) {
  return (
    <DashboardPanel
      title="Meilleurs employés"
      emptyText="Données de performance non disponibles."
      isEmpty={employees.length === 0}
      placeholderRows={loading ? 3 : undefined}
    >
      {employees.map((employee, index) => (
        <ListItem key={employee.employeeId} divider>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', fontSize: '0.9rem' }}>
              #{index + 1}
            </Avatar>
          </ListItemAvatar>
          <ListItemText primary={employee.employeeName} secondary="Taux de complétion" />
          <Typography sx={{ fontWeight: 600 }}>{formatPercent(employee.completionRate)}</Typography>
        </ListItem>
      ))}
    </DashboardPanel>
  );
}
