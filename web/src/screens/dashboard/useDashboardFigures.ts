import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { DashboardDocument, type DashboardQuery, type DashboardQueryVariables } from '../../graphql/generated/graphql';

export interface DashboardFigures {
  /** The state of the figures, the same object until it changes. */
  answered: Answered;
  /** Asks again, showing that it does (the « Actualiser » button). */
  refetch: () => Promise<void>;
  /** Asks again without showing it (a change made elsewhere, a reconnection). */
  refresh: () => Promise<void>;
}

interface Answered {
  /** The variables answered, as JSON. */
  key: string;
  /** The last answer for these variables, partial when part of the query failed. */
  data: DashboardQuery | undefined;
  error: unknown;
  /** Asked and not answered yet (the previous figures, if any, stay shown meanwhile). */
  loading: boolean;
}

/**
 * The dashboard's figures for `variables`, asked through Apollo Client's link (its session handling) with
 * `client.query` rather than watched with `useQuery`: the screen reads them from no other place, and watching
 * the cache cost a phone's main thread two long tasks (the watch's set-up in the first render, its
 * subscription in the first effects) on every load. `first`, the answer the page's entry fetched
 * (app/first-screen.ts), is shown without asking again.
 */
export function useDashboardFigures(
  variables: DashboardQueryVariables,
  first: DashboardQuery | null,
): DashboardFigures {
  const client = useApolloClient();
  const key = JSON.stringify(variables);
  // Each period's last figures while the screen stays open, shown at once when it comes back to that period while
  // they are asked anew. Not kept across visits: a change made on another screen would show stale figures first.
  const [lastFigures] = useState(() => new Map<string, DashboardQuery>());
  const [answered, setAnswered] = useState<Answered>(() => ({
    key,
    data: first ?? undefined,
    error: undefined,
    loading: first === null,
  }));
  // Another period: its last figures if any, while they are asked.
  if (answered.key !== key) setAnswered({ key, data: lastFigures.get(key), error: undefined, loading: true });

  const ask = useCallback(
    async (shown: boolean) => {
      if (shown) setAnswered((state) => (state.key === key ? { ...state, loading: true } : state));
      let next: Omit<Answered, 'key' | 'loading'>;
      try {
        const result = await client.query({
          query: DashboardDocument,
          variables: JSON.parse(key) as DashboardQueryVariables,
          errorPolicy: 'all',
          fetchPolicy: 'network-only',
        });
        next = { data: result.data ?? undefined, error: result.error };
      } catch (error) {
        next = { data: undefined, error };
      }
      if (next.data) lastFigures.set(key, next.data);
      // In a transition: React renders the figures in slices rather than one long task. An answer for other
      // variables than the latest render's is dropped.
      startTransition(() =>
        setAnswered((state) =>
          state.key === key ? { key, loading: false, data: next.data ?? state.data, error: next.error } : state,
        ),
      );
    },
    [client, key, lastFigures],
  );

  // The first period's figures come from the entry when it fetched them; any other period is asked.
  const fetchedByEntry = useRef(first !== null);
  useEffect(() => {
    if (fetchedByEntry.current) fetchedByEntry.current = false;
    else void ask(false);
  }, [ask]);

  const refetch = useCallback(() => ask(true), [ask]);
  const refresh = useCallback(() => ask(false), [ask]);
  return { answered, refetch, refresh };
}
