import Chip from '@mui/material/Chip';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { formatDate } from '../../../lib/format';
import type { RecentTask } from '../dashboard-figures';
import { DashboardPanel } from './DashboardPanel';
import { TaskStatusChip } from '../../../components/TaskStatusChip';

export function RecentTasksPanel({ tasks, loading = false }: { tasks: RecentTask[]; loading?: boolean }) {
  return (
    <DashboardPanel
      title="Tâches récentes"
      emptyText="Aucune tâche récente trouvée."
      isEmpty={tasks.length === 0}
      placeholderRows={loading ? 5 : undefined}
    >
      {tasks.map((task) => (
        <ListItem key={task.id} divider>
          <ListItemText
            primary={task.title}
            secondary={`Échéance : ${task.dueDate ? formatDate(task.dueDate) : 'aucune'}`}
          />
          <Stack direction="row" spacing={0.5}>
            {task.isOverdue && <Chip size="small" color="error" variant="outlined" label="En retard" />}
            <TaskStatusChip status={task.status} />
          </Stack>
        </ListItem>
      ))}
    </DashboardPanel>
  );
}
