import { type UserChoice, UserSearchSelect } from '../../../components/UserSearchSelect';
import { AuditActorSearchDocument } from '../../../graphql/generated/graphql';
import { auditTexts } from '../../../lib/audit-texts';

/** The role is unknown for an actor read back from the address (only the id is there). */
export type ActorChoice = UserChoice;

interface ActorAutocompleteProps {
  value: ActorChoice | null;
  onChange(value: ActorChoice | null): void;
}

/** The journal's « Utilisateur » filter: any account, found by typing. */
export function ActorAutocomplete({ value, onChange }: ActorAutocompleteProps) {
  return (
    <UserSearchSelect
      document={AuditActorSearchDocument}
      users={(data) => data.users.items}
      label="Utilisateur"
      name="actorId"
      noneLabel={auditTexts.everyone}
      loadFailed={auditTexts.actorsLoadFailed}
      value={value}
      onChange={onChange}
    />
  );
}
