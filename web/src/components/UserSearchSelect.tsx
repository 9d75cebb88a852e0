import type { TypedDocumentNode } from '@apollo/client';
import { useServerSearch } from '../lib/useServerSearch';
import { SearchSelect } from './SearchSelect';

export interface UserChoice {
  id: number;
  username: string;
  /** Unknown for an account read back from a record or an address (only its id and name are there). */
  role?: string;
}

interface UserSearchSelectProps<TData> {
  /** The server's search of accounts (`$search`, page size in the document). */
  document: TypedDocumentNode<TData, { search?: string | null }>;
  users(data: TData): readonly UserChoice[];
  label: string;
  name: string;
  noneLabel: string;
  /** The message when the search fails. */
  loadFailed: string;
  value: UserChoice | null;
  onChange(value: UserChoice | null): void;
}

/** An account found by typing, listed as « name (role) ». */
export function UserSearchSelect<TData>({
  document,
  users,
  label,
  name,
  noneLabel,
  loadFailed,
  value,
  onChange,
}: UserSearchSelectProps<TData>) {
  const search = useServerSearch(document, users);
  return (
    <SearchSelect
      label={label}
      name={name}
      value={value}
      options={search.options}
      loading={search.loading}
      error={search.failed ? loadFailed : null}
      noneLabel={noneLabel}
      optionLabel={(user) => user.username}
      optionText={(user) => (user.role ? `${user.username} (${user.role})` : user.username)}
      onOpen={search.onOpen}
      onSearch={search.onSearch}
      onChange={onChange}
    />
  );
}
