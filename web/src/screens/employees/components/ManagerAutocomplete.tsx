import { type UserChoice, UserSearchSelect } from '../../../components/UserSearchSelect';
import { ManagerSearchDocument } from '../../../graphql/generated/graphql';
import { employeeTexts } from '../employee-texts';

/** The role is unknown for the manager an employee already has (the employee row names only the account). */
export type ManagerChoice = UserChoice;

interface ManagerAutocompleteProps {
  value: ManagerChoice | null;
  onChange(value: ManagerChoice | null): void;
}

/** docs/product.md §6: an Admin picks the manager among the Admin and Manager accounts, found by typing. */
export function ManagerAutocomplete({ value, onChange }: ManagerAutocompleteProps) {
  return (
    <UserSearchSelect
      document={ManagerSearchDocument}
      users={(data) => data.users.items}
      label="Manager Assigné"
      name="managerUserId"
      noneLabel={employeeTexts.unassigned}
      loadFailed={employeeTexts.managersLoadFailed}
      value={value}
      onChange={onChange}
    />
  );
}
