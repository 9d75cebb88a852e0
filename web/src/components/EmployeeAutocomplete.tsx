import { SearchSelect } from './SearchSelect';
import { EmployeeSearchDocument } from '../graphql/generated/graphql';
import { useServerSearch } from '../lib/useServerSearch';

export interface EmployeeOption {
  id: number;
  name: string;
}

interface EmployeeAutocompleteProps {
  label: string;
  name: string;
  value: EmployeeOption | null;
  /** The text of the empty choice. */
  noneLabel: string;
  /** What a failed search shows (each screen words it its own way). */
  loadFailed: string;
  onChange(value: EmployeeOption | null): void;
}

/** One employee or none, found by typing part of the name: the server answers 20 names at a time. */
export function EmployeeAutocomplete({ loadFailed, ...props }: EmployeeAutocompleteProps) {
  const search = useServerSearch(EmployeeSearchDocument, (data) => data.employees.items);
  return (
    <SearchSelect
      {...props}
      options={search.options}
      loading={search.loading}
      error={search.failed ? loadFailed : null}
      optionLabel={(employee) => employee.name}
      onOpen={search.onOpen}
      onSearch={search.onSearch}
    />
  );
}
