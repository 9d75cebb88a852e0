import { SearchSelect } from '../../../components/SearchSelect';
import { ManagerSearchDocument } from '../../../graphql/generated/graphql';
import { useServerSearch } from '../../../lib/useServerSearch';
import { employeeTexts } from '../employee-texts';

export interface ManagerChoice {
  id: number;
  username: string;
  /** Unknown for the manager an employee already has (the employee row names only the account). */
  role?: string;
}

interface ManagerAutocompleteProps {
  value: ManagerChoice | null;
  onChange(value: ManagerChoice | null): void;
}

/** docs/product.md §6: an Admin picks the manager among the Admin and Manager accounts, found by typing. */
export function ManagerAutocomplete({ value, onChange }: ManagerAutocompleteProps) {
  const search = useServerSearch(ManagerSearchDocument, (data) => data.users.items);
  return (
    <SearchSelect
      label="Manager Assigné"
      name="managerUserId"
      value={value}
      options={search.options}
      loading={search.loading}
      error={search.failed ? employeeTexts.managersLoadFailed : null}
      noneLabel={employeeTexts.unassigned}
      optionLabel={(manager) => manager.username}
      optionText={(manager) => (manager.role ? `${manager.username} (${manager.role})` : manager.username)}
      onOpen={search.onOpen}
      onSearch={search.onSearch}
      onChange={onChange}
    />
  );
}
