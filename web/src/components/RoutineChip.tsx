import Chip from '@mui/material/Chip';
import RepeatIcon from '@mui/icons-material/Repeat';

/** A routine task's frequency beside its title (« Hebdomadaire »); nothing for a one-off task. */
export function RoutineChip({ task }: { task: { isRoutine: boolean; frequency?: string | null } }) {
  if (!task.isRoutine || !task.frequency) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={<RepeatIcon aria-hidden />}
      label={task.frequency}
      title={`Tâche routinière : ${task.frequency}`}
    />
  );
}
