import { SearchSelect } from '../../../components/SearchSelect';
import { AuditActorSearchDocument } from '../../../graphql/generated/graphql';
import { useServerSearch } from '../../../lib/useServerSearch';
import { auditTexts } from '../audit-texts';

export interface ActorChoice {
  id: number;
  username: string;
  /** Unknown for an actor read back from the address (only the id is there). */
  role?: string;
}

interface ActorAutocompleteProps {
  value: ActorChoice | null;
  onChange(value: ActorChoice | null): void;
}

/** The journal's « Utilisateur » filter: any account, found by typing. */
export function ActorAutocomplete({ value, onChange }: ActorAutocompleteProps) {
  const search = useServerSearch(AuditActorSearchDocument, (data) => data.users.items);
  return (
    <SearchSelect
      label="Utilisateur"
      name="actorId"
      value={value}
      options={search.options}
      loading={search.loading}
      error={search.failed ? auditTexts.actorsLoadFailed : null}
      noneLabel={auditTexts.everyone}
      optionLabel={(actor) => actor.username}
      optionText={(actor) => (actor.role ? `${actor.username} (${actor.role})` : actor.username)}
      onOpen={search.onOpen}
      onSearch={search.onSearch}
      onChange={onChange}
    />
  );
}
