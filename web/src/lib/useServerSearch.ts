import { useState } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useDebouncedValue } from './useDebouncedValue';

/** The pause in typing after which a selector asks the server. */
export const SEARCH_DELAY_MS = 250;

/**
 * The choices of a selector that asks the server as the user types (`$search`, the page size is in
 * the document). Nothing is asked before the list first opens; the previous answer stays shown
 * while the next one loads, and `loading` covers the typing pause too.
 */
export function useServerSearch<TData, T>(
  document: TypedDocumentNode<TData, { search?: string | null }>,
  choices: (data: TData) => readonly T[],
) {
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const result = useQuery(document, {
    variables: { search: search || null },
    skip: !opened,
    fetchPolicy: 'cache-and-network',
  });
  const data = result.data ?? result.previousData;
  return {
    options: data ? choices(data as TData) : [],
    loading: opened && (result.loading || search !== text.trim()),
    failed: result.error !== undefined,
    onOpen: () => setOpened(true),
    onSearch: setText,
  };
}
