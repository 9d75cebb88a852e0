import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { EmployeeRowFragment, TaskRowFragment, TransactionRowFragment } from '../../graphql/generated/graphql';
import { ErrorBox } from '../../components/ErrorBox';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { formatDate } from '../../lib/format';
import type { ServerPaging } from '../../lib/server-paging';
import { TasksTable } from '../../components/TasksTable';
import { TransactionsTable } from '../../components/TransactionsTable';
import { employeeTexts } from './employee-texts';

export interface EmployeeViewProps {
  employee: EmployeeRowFragment | null;
  loading: boolean;
  /** The employee could not be read (unknown id, failed load), worded in French. */
  error: string | null;
  /** A failed toggle or attachment, already worded. */
  actionError: string | null;
  onRetry(): void;
  tasks: TaskRowFragment[];
  tasksLoading: boolean;
  tasksError: string | null;
  tasksPaging: ServerPaging;
  /** Terminé ⇄ À faire in one tap, as on « Tâches ». */
  onToggleTask(task: TaskRowFragment): void;
  transactions: TransactionRowFragment[];
  transactionsLoading: boolean;
  transactionsError: string | null;
  transactionsPaging: ServerPaging;
  onOpenAttachment?(transaction: TransactionRowFragment): void;
}

const BackToList = () => (
  <Button component={RouterLink} to="/employees" startIcon={<ArrowBackIcon />}>
    Employés
  </Button>
);

/** An employee's page: who they are, then their tasks and the transactions linked to them. */
export function EmployeeView(props: EmployeeViewProps) {
  const { employee, loading, error } = props;
  if (error)
    return (
      <>
        <PageHeader title="Employé" actions={<BackToList />} />
        <ErrorBox message={error} onRetry={error === employeeTexts.detailNotFound ? undefined : props.onRetry} />
      </>
    );
  if (loading || !employee) return <Spinner />;
  return (
    <>
      <PageHeader title={employee.name} actions={<BackToList />} />
      {props.actionError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {props.actionError}
        </Alert>
      )}
      <Paper component="dl" aria-label="Fiche de l'employé" sx={{ p: 2, mt: 0, mx: 0, mb: 3, display: 'grid', gap: 1 }}>
        <Fact label="Manager Assigné" value={employee.managerUsername ?? employeeTexts.unassigned} />
        <Fact label="Notes" value={employee.notes || '—'} />
        <Fact label="Date Création" value={formatDate(employee.createdAt)} />
      </Paper>
      <Section
        title={employeeTexts.tasksTitle}
        link={{ to: `/tasks?employee=${employee.id}`, label: 'Ouvrir dans Tâches' }}
        error={props.tasksError}
      >
        <TasksTable
          tasks={props.tasks}
          loading={props.tasksLoading}
          paging={props.tasksPaging}
          onToggle={props.onToggleTask}
        />
      </Section>
      <Section title={employeeTexts.transactionsTitle} error={props.transactionsError}>
        <TransactionsTable
          transactions={props.transactions}
          loading={props.transactionsLoading}
          paging={props.transactionsPaging}
          onOpenAttachment={props.onOpenAttachment}
          emptyText={employeeTexts.noTransactions}
        />
      </Section>
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' }, gap: { xs: 0, sm: 2 } }}>
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {value}
      </Typography>
    </Box>
  );
}

function Section(props: {
  title: string;
  link?: { to: string; label: string };
  error: string | null;
  children: React.ReactNode;
}) {
  return (
    // The list inside is the region (its cards' or grid's own name): the heading only titles it.
    <Box sx={{ mt: 3 }}>
      <Stack direction="row" spacing={2} sx={{ mb: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {props.title}
        </Typography>
        {props.link && (
          <Button component={RouterLink} to={props.link.to} size="small">
            {props.link.label}
          </Button>
        )}
      </Stack>
      {props.error ? <ErrorBox message={props.error} /> : props.children}
    </Box>
  );
}
