import { useState, type Ref } from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { messages } from '@pilotage/domain';
import { formatMoneyInput, readMoney } from '../lib/money-input';

export interface MoneyFieldProps {
  label: string;
  name: string;
  /** The text as typed; once the field is left, a readable amount is shown French-formatted. */
  value: string;
  onChange(value: string): void;
  /** The form's message for this field (beside it, in red); a refusal of the field's own wins over nothing. */
  error?: string | null;
  helperText?: string;
  required?: boolean;
  /** Without a sign (invoice prices, an unsigned amount whose type gives the sign). */
  unsigned?: boolean;
  /**
   * An unsigned field given a negative amount: the form takes it as an expense (the field then shows
   * the amount without its sign). Without this, a negative amount is refused.
   */
  onNegative?: () => void;
  /** The field's own refusal of a text that is not an amount. */
  invalidMessage?: string;
  size?: 'small' | 'medium';
  sx?: object;
  inputRef?: Ref<HTMLInputElement>;
}

const NEGATIVE_REFUSED = 'Le montant ne peut pas être négatif.';

/**
 * One field for every amount: « 45,90 », « 45.90 », « 1 234,50 » and « 1234.5 » are read the same
 * way and shown « 1 234,50 » once typed; anything else stays as typed and is refused beside the
 * field, never read as another magnitude (a text input: a number input drops a comma silently).
 */
export function MoneyField({
  label,
  name,
  value,
  onChange,
  error,
  helperText,
  required,
  unsigned = false,
  onNegative,
  invalidMessage = messages.amountNotANumber,
  size,
  sx,
  inputRef,
}: MoneyFieldProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const settle = () => {
    const reading = readMoney(value);
    if (reading.kind === 'empty') return setRefusal(null);
    if (reading.kind === 'invalid') return setRefusal(invalidMessage);
    if (unsigned && reading.cents < 0) {
      if (!onNegative) return setRefusal(NEGATIVE_REFUSED);
      onNegative();
    }
    setRefusal(null);
    onChange(formatMoneyInput(unsigned ? Math.abs(reading.cents) : reading.cents));
  };
  const shown = error ?? refusal;
  return (
    <TextField
      label={label}
      name={name}
      value={value}
      required={required}
      size={size}
      sx={sx}
      inputRef={inputRef}
      autoComplete="off"
      onChange={(event) => {
        setRefusal(null);
        onChange(event.target.value);
      }}
      onBlur={settle}
      error={Boolean(shown)}
      helperText={shown ?? helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal', spellCheck: false },
        input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
      }}
    />
  );
}
