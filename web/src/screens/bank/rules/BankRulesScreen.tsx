import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  BankLinesDocument,
  BankRulesDocument,
  CreateBankRuleDocument,
  DeleteBankRuleDocument,
  MoveBankRuleDocument,
  UpdateBankRuleDocument,
  type BankRuleInput,
} from '../../../graphql/generated/graphql';
import { errorMessage } from '../../../lib/errors';
import { type BankRuleRow, bankTexts } from '../bank-texts';
import { BankRulesView, RULES_PER_PAGE } from './BankRulesView';

/** The input that gives a rule back as it is: what a switch or an edit changes is laid over it. */
const inputOf = (rule: BankRuleRow): BankRuleInput => ({
  labelContains: rule.labelContains,
  minAmount: rule.minAmount,
  maxAmount: rule.maxAmount,
  category: rule.category,
  description: rule.description,
  relatedEmployeeId: rule.relatedEmployeeId,
  relatedSource: rule.relatedSource,
  enabled: rule.enabled,
});

/** « Règles de rapprochement », opened from « Banque »: a rule changed changes the lines' proposals too. */
export function BankRulesScreen({ onClose }: { onClose(): void }) {
  const [page, setPage] = useState(0);
  const rules = useQuery(BankRulesDocument, {
    variables: { page: { limit: RULES_PER_PAGE, offset: page * RULES_PER_PAGE } },
    notifyOnNetworkStatusChange: true,
  });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const refetch = { refetchQueries: [BankRulesDocument, BankLinesDocument], awaitRefetchQueries: true };
  const [create] = useMutation(CreateBankRuleDocument, refetch);
  const [update] = useMutation(UpdateBankRuleDocument, refetch);
  const [move] = useMutation(MoveBankRuleDocument, refetch);
  const [remove] = useMutation(DeleteBankRuleDocument, refetch);
  const total = rules.data?.bankRules.total ?? 0;

  /** One rule at a time: its buttons wait, a refusal shows above the list. */
  const onRule = async (rule: BankRuleRow, action: () => Promise<unknown>) => {
    setBusyId(rule.id);
    setActionError(null);
    try {
      await action();
    } catch (failure) {
      setActionError(errorMessage(failure, bankTexts.ruleActionFailed));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <BankRulesView
      rules={rules.data?.bankRules.items ?? []}
      total={total}
      page={page}
      onPageChange={setPage}
      loading={rules.loading}
      error={rules.error ? errorMessage(rules.error, bankTexts.rulesFailed) : null}
      actionError={actionError}
      busyId={busyId}
      onSave={async (rule, input) => {
        if (rule) await update({ variables: { id: rule.id, input } });
        else await create({ variables: { input } });
      }}
      onToggle={(rule, enabled) =>
        void onRule(rule, () => update({ variables: { id: rule.id, input: { ...inputOf(rule), enabled } } }))
      }
      onMove={(rule, direction) => void onRule(rule, () => move({ variables: { id: rule.id, direction } }))}
      onDelete={(rule) =>
        void onRule(rule, async () => {
          await remove({ variables: { id: rule.id } });
          // The last rule of a page gone, the page before is shown.
          if (page > 0 && total - 1 <= page * RULES_PER_PAGE) setPage(page - 1);
        })
      }
      onClose={onClose}
    />
  );
}
