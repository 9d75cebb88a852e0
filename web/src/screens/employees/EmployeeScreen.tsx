import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router';
import { toggledStatus } from '@pilotage/domain';
import {
  EmployeeDetailDocument,
  FinancialTransactionsDocument,
  TasksDocument,
  UpdateTaskDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { storedFileBlobUrl } from '../../lib/stored-file';
import { useActionError } from '../../lib/useActionError';
import { useLocalPaging } from '../../lib/useLocalPaging';
import { useLiveChanges } from '../../lib/useLiveChanges';
import { TASK_SORT_KEYS } from '../../components/TasksTable';
import { TRANSACTION_SORT_KEYS } from '../../components/TransactionsTable';
import { employeeTexts } from './employee-texts';
import { EmployeeView } from './EmployeeView';

const TASKS_FIRST = [{ field: 'dueDate', sort: 'asc' as const }];
const NEWEST_FIRST = [{ field: 'date', sort: 'desc' as const }];
// Two lists on one page: short pages keep the second one within reach, on a phone too.
const PAGE_SIZE = 10;

/** `/employees/:id`: the employee, their tasks and their linked transactions, each list paged on its own. */
export function EmployeeScreen() {
  const raw = useParams().id ?? '';
  // A malformed id asks nothing: the gateway would refuse it; the page says the employee is not found.
  const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const tasksPaging = useLocalPaging(TASK_SORT_KEYS, TASKS_FIRST, PAGE_SIZE);
  const transactionsPaging = useLocalPaging(TRANSACTION_SORT_KEYS, NEWEST_FIRST, PAGE_SIZE);
  const detail = useQuery(EmployeeDetailDocument, { variables: { id: id ?? 0 }, skip: id === null });
  // The lists of « Tâches » and « Finances », filtered on the employee.
  const tasks = useQuery(TasksDocument, {
    variables: {
      filter: { assignedEmployeeId: id ?? 0, ...tasksPaging.view.sort },
      page: tasksPaging.view.page,
    },
    skip: id === null,
  });
  const transactions = useQuery(FinancialTransactionsDocument, {
    variables: {
      filter: { employeeId: id ?? 0, ...transactionsPaging.view.sort },
      page: transactionsPaging.view.page,
    },
    skip: id === null,
  });
  const client = useApolloClient();
  useLiveChanges(['employee', 'task', 'transaction'], () =>
    client.refetchQueries({ include: [EmployeeDetailDocument, TasksDocument, FinancialTransactionsDocument] }),
  );
  const [updateTask] = useMutation(UpdateTaskDocument, {
    refetchQueries: [TasksDocument],
    awaitRefetchQueries: true,
  });
  const actions = useActionError();
  const taskPage = (tasks.data ?? tasks.previousData)?.tasks;
  const transactionPage = (transactions.data ?? transactions.previousData)?.financialTransactions;

  return (
    <EmployeeView
      employee={detail.data?.employee ?? null}
      loading={detail.loading}
      error={
        id === null
          ? employeeTexts.detailNotFound
          : detail.error
            ? errorMessage(detail.error, employeeTexts.detailLoadFailed)
            : null
      }
      actionError={actions.actionError}
      onRetry={() => void detail.refetch()}
      tasks={taskPage?.items ?? []}
      tasksLoading={tasks.loading}
      tasksError={tasks.error ? errorMessage(tasks.error, employeeTexts.tasksLoadFailed) : null}
      tasksPaging={tasksPaging.paging(taskPage?.total ?? 0)}
      onToggleTask={(task) =>
        actions.run(
          () => updateTask({ variables: { id: task.id, input: { status: toggledStatus(task.status) } } }),
          employeeTexts.taskUpdateFailed,
          employeeTexts.taskToggleFailed,
        )
      }
      transactions={transactionPage?.items ?? []}
      transactionsLoading={transactions.loading}
      transactionsError={
        transactions.error ? errorMessage(transactions.error, employeeTexts.transactionsLoadFailed) : null
      }
      transactionsPaging={transactionsPaging.paging(transactionPage?.total ?? 0)}
      onOpenAttachment={(transaction) =>
        actions.run(async () => {
          window.open(await storedFileBlobUrl(`/api/financials/${transaction.id}/attachment`), '_blank', 'noopener');
        }, employeeTexts.attachmentFailed)
      }
    />
  );
}
