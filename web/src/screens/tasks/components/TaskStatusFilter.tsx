import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TASK_STATUSES } from '@pilotage/domain';
import { ALL_STATUSES } from '../task-rules';

/** '' stands for every status. */
export function TaskStatusFilter({ value, onChange }: { value: string; onChange(status: string): void }) {
  return (
    <TextField
      select
      label="Filtrer par statut"
      name="statusFilter"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ maxWidth: 260 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{ALL_STATUSES}</MenuItem>
      {TASK_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {status}
        </MenuItem>
      ))}
    </TextField>
  );
}
