import { useEffect, useEffectEvent, useState } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import { MAX_SEARCH_LENGTH } from '@pilotage/domain';

/** How long the box waits after the last keystroke before searching: one request per pause, not per key. */
export const SEARCH_DELAY_MS = 300;

interface SearchBoxProps {
  /** The search the list applies (its URL's): the box shows it again after a back or a link. */
  value: string;
  /** Called once typing pauses, and at once on « Effacer la recherche ». */
  onChange(value: string): void;
  /** « Rechercher » unless the list searches one field only (« Client »). */
  label?: string;
}

/** « Rechercher »: a list's free-text filter, applied as the user pauses typing. */
export function SearchBox({ value, onChange, label = 'Rechercher' }: SearchBoxProps) {
  const [text, setText] = useState(value);
  // A search applied from elsewhere (back button, a link) replaces what the box holds.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  const apply = useEffectEvent((next: string) => onChange(next));
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => apply(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <TextField
      type="search"
      label={label}
      name="search"
      value={text}
      onChange={(e) => setText(e.target.value)}
      sx={{ minWidth: { sm: 320 }, '& input::-webkit-search-cancel-button': { display: 'none' } }}
      slotProps={{
        htmlInput: { maxLength: MAX_SEARCH_LENGTH },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
          endAdornment: text && (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Effacer la recherche"
                onClick={() => {
                  setText('');
                  onChange('');
                }}
              >
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
