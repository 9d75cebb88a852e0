import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { alpha } from '@mui/material/styles';
import CheckCircleIcon from '@mui/icons-material/TaskAlt';
import UndoIcon from '@mui/icons-material/Undo';
import type { GridColDef } from '@mui/x-data-grid';
import { DONE, type TaskSort, toggledStatus } from '@pilotage/domain';
import { DataTable } from './DataTable';
import type { ServerPaging } from '../lib/server-paging';
import { RowActions, rowActionsColumn } from './rowActionsColumn';
import { RowCard } from './RowCard';
import type { TaskRowFragment } from '../graphql/generated/graphql';
import { formatDate } from '../lib/format';
import { TaskStatusChip } from './TaskStatusChip';
import { RoutineChip } from './RoutineChip';

/** The list's own words, which the tasks screen's texts reuse. */
export const TASK_TABLE_TEXTS = { empty: 'Aucune tâche trouvée.', overdue: 'En retard' } as const;
const taskTexts = TASK_TABLE_TEXTS;

/** Grid fields the server can sort on, with its `sort_by` names. */
/** The grid's sortable columns onto the server's `sortBy` (domain's TASK_SORTS). */
export const TASK_SORT_KEYS = {
  title: 'title',
  dueDate: 'due_date',
  status: 'status',
  createdAt: 'created_at',
} satisfies Record<string, TaskSort>;

interface TasksTableProps {
  tasks: TaskRowFragment[];
  loading: boolean;
  paging: ServerPaging;
  /** Without edit, toggle and delete (an employee's page shows their tasks to read), no actions column. */
  onEdit?(task: TaskRowFragment): void;
  onToggle?(task: TaskRowFragment): void;
  onDelete?(task: TaskRowFragment): void;
  /** « Historique » of a row; absent for anyone but an Admin. */
  onHistory?(task: TaskRowFragment): void;
}

export function TasksTable({ tasks, loading, paging, onEdit, onToggle, onDelete, onHistory }: TasksTableProps) {
  const actions = useMemo(
    () => ({
      labelOf: (task: TaskRowFragment) => task.title,
      onEdit,
      onDelete,
      onHistory,
      extraActions: onToggle && ((task: TaskRowFragment) => <ToggleButton task={task} onToggle={onToggle} />),
    }),
    [onEdit, onToggle, onDelete, onHistory],
  );
  const columns = useMemo<GridColDef<TaskRowFragment>[]>(
    () => [
      {
        field: 'title',
        headerName: 'Titre',
        flex: 1.4,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
              {row.title}
            </Box>
            <RoutineChip task={row} />
          </Stack>
        ),
      },
      {
        field: 'assignedEmployeeName',
        headerName: 'Assigné à',
        flex: 1,
        minWidth: 140,
        sortable: false,
        valueGetter: (value: string | null) => value ?? 'Non assigné',
      },
      {
        field: 'dueDate',
        headerName: "Date d'échéance",
        width: 200,
        valueFormatter: (value: string | null) => (value ? formatDate(value) : '—'),
        renderCell: ({ row, formattedValue }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <span>{formattedValue}</span>
            {row.isOverdue && <Chip size="small" color="error" label={taskTexts.overdue} />}
          </Stack>
        ),
      },
      {
        field: 'status',
        headerName: 'Statut',
        width: 130,
        renderCell: ({ row }) => <TaskStatusChip status={row.status} />,
      },
      { field: 'createdAt', headerName: 'Créée le', width: 130, valueFormatter: (value: string) => formatDate(value) },
      ...(onEdit || onToggle || onDelete || onHistory ? [rowActionsColumn({ ...actions, width: 140 })] : []),
    ],
    [actions, onEdit, onToggle, onDelete, onHistory],
  );
  return (
    // Overdue rows are tinted as well as marked, so they stand out while scrolling.
    <Box
      sx={{
        '& .task-overdue': {
          bgcolor: (theme) => alpha(theme.palette.error.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
        },
      }}
    >
      <DataTable
        label="Tâches"
        rows={tasks}
        columns={columns}
        loading={loading}
        emptyText={taskTexts.empty}
        server={paging}
        getRowClassName={({ row }) => (row.isOverdue ? 'task-overdue' : '')}
        card={(task) => (
          <RowCard
            title={task.title}
            figure={<TaskStatusChip status={task.status} />}
            alert={task.isOverdue}
            details={[
              <>
                <span>Échéance : {task.dueDate ? formatDate(task.dueDate) : '—'}</span>
                {task.isOverdue && <Chip size="small" color="error" label={taskTexts.overdue} />}
                <RoutineChip task={task} />
              </>,
              <span>{task.assignedEmployeeName ?? 'Non assigné'}</span>,
            ]}
            actions={onEdit || onToggle || onDelete || onHistory ? <RowActions row={task} {...actions} /> : undefined}
          />
        )}
      />
    </Box>
  );
}

/** Terminé ⇄ À faire in one tap (docs/product.md §4). */
function ToggleButton({ task, onToggle }: { task: TaskRowFragment; onToggle(task: TaskRowFragment): void }) {
  const done = task.status === DONE;
  return (
    <Tooltip title={done ? 'Rouvrir (À faire)' : 'Terminer'}>
      <IconButton
        size="small"
        color={done ? 'default' : 'success'}
        aria-label={`Marquer ${task.title} comme ${toggledStatus(task.status)}`}
        onClick={() => onToggle(task)}
      >
        {done ? <UndoIcon fontSize="small" /> : <CheckCircleIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}
