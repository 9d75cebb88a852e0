import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import type { ApolloCache } from '@apollo/client';
import { BANK_LINE_STATES } from '@pilotage/domain';
import { useBusinessToday } from '../../app/session/business-day';
import {
  AutoMatchBankLinesDocument,
  BankAccountsDocument,
  BankLinesDocument,
  CreateBankAccountDocument,
  CreateBankRuleFromLineDocument,
  IgnoreBankLineDocument,
  MatchBankLineDocument,
  UnmatchBankLineDocument,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import type { ListUrlSpec } from '../../lib/list-url-state';
import { useServerList } from '../../lib/useServerList';
import { type BankLineRow, bankTexts } from './bank-texts';
import { BankView } from './BankView';
import { BankRulesScreen } from './rules/BankRulesScreen';
import { importStatement, previewStatement } from './statement-upload';

type BankFilter = 'state' | 'account';

/** `/bank?account=2&state=À+rapprocher&q=orange&page=2`: newest first, the server's only order. */
const BANK_LIST: ListUrlSpec<BankFilter> = {
  filters: {
    state: (value) => (BANK_LINE_STATES as readonly string[]).includes(value),
    account: (value) => /^\d{1,9}$/.test(value),
  },
};

/** A match may pay an invoice or write a transaction: the screens that show them load again when next shown. */
function forgetMoney(cache: ApolloCache) {
  for (const fieldName of [
    'invoices',
    'financialTransactions',
    'financialDailyBalances',
    'performanceStats',
    'bankSummary',
  ])
    cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}

export function BankScreen() {
  const today = useBusinessToday();
  const accounts = useQuery(BankAccountsDocument, { notifyOnNetworkStatusChange: true });
  const list = useServerList({
    query: BankLinesDocument,
    url: BANK_LIST,
    variables: ({ page, filters, search }) => ({
      filter: {
        accountId: filters.account ? Number(filters.account) : undefined,
        state: filters.state || undefined,
        q: search || undefined,
      },
      page,
    }),
    pageOf: (data) => data.bankLines,
    loadFailed: bankTexts.loadFailed,
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [rulesOpen, setRulesOpen] = useState(false);
  const refetch = {
    refetchQueries: [BankLinesDocument, BankAccountsDocument],
    awaitRefetchQueries: true,
    update: forgetMoney,
  };
  const [match] = useMutation(MatchBankLineDocument, refetch);
  const [ignore] = useMutation(IgnoreBankLineDocument, refetch);
  const [unmatch] = useMutation(UnmatchBankLineDocument, refetch);
  const [autoMatch] = useMutation(AutoMatchBankLinesDocument, refetch);
  const [createRule] = useMutation(CreateBankRuleFromLineDocument, refetch);
  const [createAccount] = useMutation(CreateBankAccountDocument, {
    refetchQueries: [BankAccountsDocument],
    awaitRefetchQueries: true,
  });
  const accountId = list.filters.account ? Number(list.filters.account) : null;

  /** One line at a time: its buttons wait, a refusal shows in the banner. */
  const onLine = (line: BankLineRow, action: () => Promise<unknown>) =>
    list.run(async () => {
      setBusyId(line.id);
      try {
        await action();
      } finally {
        setBusyId(null);
      }
    }, bankTexts.actionFailed);

  return (
    <>
      <BankView
        accounts={accounts.data?.bankAccounts ?? []}
        accountId={accountId}
        onAccountChange={(id) => list.setFilters({ account: id === null ? '' : String(id) })}
        lines={list.rows}
        loading={list.loading || accounts.loading}
        error={list.error ?? (accounts.error ? errorMessage(accounts.error, bankTexts.accountsFailed) : null)}
        actionError={list.actionError}
        paging={list.paging}
        state={list.filters.state}
        onStateChange={(state) => list.setFilters({ state })}
        search={list.search}
        onSearchChange={list.setSearch}
        onRefresh={() => {
          void list.refetch();
          void accounts.refetch();
        }}
        busyId={busyId}
        onMatch={async (line, input) => {
          setBusyId(line.id);
          try {
            await match({ variables: { id: line.id, input } });
          } finally {
            setBusyId(null);
          }
        }}
        onIgnore={(line) => void onLine(line, () => ignore({ variables: { id: line.id } }))}
        onUnmatch={(line) => void onLine(line, () => unmatch({ variables: { id: line.id } }))}
        onCreateRule={async (line) => void (await createRule({ variables: { lineId: line.id } }))}
        onAutoMatch={async () => {
          try {
            const result = await autoMatch({ variables: { accountId } });
            return result.data!.autoMatchBankLines.message;
          } catch (failure) {
            throw new Error(errorMessage(failure, bankTexts.actionFailed));
          }
        }}
        onCreateAccount={async (input) => void (await createAccount({ variables: { input } }))}
        onPreview={previewStatement}
        onImport={async (...args) => {
          const result = await importStatement(...args);
          await Promise.all([list.refetch(), accounts.refetch()]);
          return result;
        }}
        today={today}
        onOpenRules={() => setRulesOpen(true)}
      />
      {rulesOpen && <BankRulesScreen onClose={() => setRulesOpen(false)} />}
    </>
  );
}
