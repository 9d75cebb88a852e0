import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';

/** The empty choice and the « Aucun résultat » line are list entries of their own, beside the server's options. */
const NONE = { none: true } as const;
const NO_RESULTS = { noResults: true } as const;
type Entry<T> = T | typeof NONE | typeof NO_RESULTS;

export const NO_RESULTS_TEXT = 'Aucun résultat';

export interface SearchSelectProps<T extends { id: number }> {
  label: string;
  name: string;
  /** The chosen option; null for the empty choice. */
  value: T | null;
  /** The server's answer to what is typed. */
  options: readonly T[];
  loading: boolean;
  /** A search that failed, already worded. */
  error?: string | null;
  /** The text of the empty choice, first in the list (« Non assigné », « Aucun », « Tous les employés »). */
  noneLabel: string;
  /** What the field shows once an option is chosen. */
  optionLabel(option: T): string;
  /** How an option reads in the list, when it says more than its label. */
  optionText?(option: T): string;
  /** The list opens: the place to start asking the server. */
  onOpen?(): void;
  /** What the user types, on every keystroke (the caller debounces); '' once a choice is made. */
  onSearch(text: string): void;
  onChange(value: T | null): void;
}

/**
 * One option among many more than a list can hold: the user types, the server answers (the options
 * are not filtered again here), and picks. The chosen option stays in the list even when the
 * current answer does not hold it, so the field always shows it.
 */
export function SearchSelect<T extends { id: number }>(props: SearchSelectProps<T>) {
  const { label, name, value, options, loading, error, noneLabel, optionLabel, onSearch, onChange } = props;
  const [typed, setTyped] = useState('');
  const optionText = props.optionText ?? optionLabel;
  const chosen: Entry<T> = value ?? NONE;
  const kept = value !== null && !options.some((option) => option.id === value.id) ? [value] : [];
  const nothingFound = typed.trim() !== '' && !loading && !error && options.length === 0;
  const entries: Entry<T>[] = [NONE, ...kept, ...options, ...(nothingFound ? [NO_RESULTS] : [])];
  const text = (entry: Entry<T>) =>
    entry === NONE ? noneLabel : entry === NO_RESULTS ? NO_RESULTS_TEXT : optionLabel(entry as T);
  return (
    <Autocomplete<Entry<T>, false, true>
      fullWidth
      disableClearable
      value={chosen}
      options={entries}
      filterOptions={(all) => all}
      getOptionLabel={text}
      getOptionDisabled={(entry) => entry === NO_RESULTS}
      isOptionEqualToValue={(entry, current) =>
        entry === current || ('id' in entry && 'id' in current && entry.id === current.id)
      }
      // Keyed by id: two employees may share a name, and MUI would key both by it.
      renderOption={({ key: _byLabel, ...optionProps }, entry) => (
        <li key={entry === NONE ? 'none' : entry === NO_RESULTS ? 'no-results' : (entry as T).id} {...optionProps}>
          {entry === NONE || entry === NO_RESULTS ? text(entry) : optionText(entry as T)}
        </li>
      )}
      loading={loading}
      onOpen={props.onOpen}
      onInputChange={(_event, input, reason) => {
        // Choosing fills the field with the choice's label: that is not a search.
        const search = reason === 'input' ? input : '';
        setTyped(search);
        onSearch(search);
      }}
      onChange={(_event, entry) => onChange(entry === NONE || entry === NO_RESULTS ? null : (entry as T))}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          name={name}
          error={Boolean(error)}
          helperText={error ?? undefined}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {loading && <CircularProgress color="inherit" size={18} aria-label="Recherche en cours" />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
