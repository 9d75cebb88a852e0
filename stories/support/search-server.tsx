import type { ReactNode } from 'react';
import { GraphQLError } from 'graphql';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import {
  AuditActorSearchDocument,
  EmployeeSearchDocument,
  ManagerSearchDocument,
} from '../../web/src/graphql/generated/graphql';
import { employeeOptions, managers } from './business-fixtures';

const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** What the gateway would answer: the rows containing the search, case and accents ignored. */
const matching = <T,>(rows: readonly T[], text: (row: T) => string, search: unknown) =>
  rows.filter((row) => folded(text(row)).includes(folded(typeof search === 'string' ? search : '')));

const answered = (
  query: MockLink.MockedResponse['request']['query'],
  result: (variables: Record<string, unknown>) => object,
) => ({
  request: { query, variables: () => true },
  result: (variables: Record<string, unknown>) => ({ data: result(variables) }),
  delay: 150,
  maxUsageCount: Infinity,
});

const SEARCHES: MockLink.MockedResponse[] = [
  answered(EmployeeSearchDocument, ({ search }) => ({
    employees: {
      __typename: 'EmployeePage',
      items: matching(employeeOptions, (employee) => employee.name, search).map((employee) => ({
        __typename: 'Employee',
        ...employee,
      })),
    },
  })),
  answered(ManagerSearchDocument, ({ search }) => ({
    users: {
      __typename: 'UserPage',
      items: matching(managers, (manager) => manager.username, search).map((manager) => ({
        __typename: 'User',
        ...manager,
      })),
    },
  })),
  answered(AuditActorSearchDocument, ({ search }) => ({
    users: {
      __typename: 'UserPage',
      items: matching(managers, (manager) => manager.username, search).map((manager) => ({
        __typename: 'User',
        ...manager,
      })),
    },
  })),
];

const FAILURES: MockLink.MockedResponse[] = [
  EmployeeSearchDocument,
  ManagerSearchDocument,
  AuditActorSearchDocument,
].map((query) => ({
  request: { query, variables: () => true },
  result: { errors: [new GraphQLError('Accès refusé.')] },
  delay: 150,
  maxUsageCount: Infinity,
}));

/**
 * The server the employee and manager selectors ask as the user types, answered from the fixtures;
 * every story and the web tests render inside it (a story sets `parameters.searchFails` to see a failure).
 */
export function SearchServer({ fails = false, children }: { fails?: boolean; children: ReactNode }) {
  return <MockedProvider mocks={fails ? FAILURES : SEARCHES}>{children}</MockedProvider>;
}
