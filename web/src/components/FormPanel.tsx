import { useEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { focusField } from '../lib/focus-field';
import { useToast } from './ToastProvider';

export const ADD_ANOTHER_LABEL = 'Enregistrer et ajouter une autre';

interface FormPanelProps {
  title: string;
  /** The server's refusal; a field's own problem is shown beside that field. */
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  /** `again`: the second button was used, the form stays open for the next entry. */
  onSubmit(again: boolean): void;
  onCancel?: () => void;
  /** Offers « Enregistrer et ajouter une autre » beside the submit button. */
  addAnother?: boolean;
  formRef?: Ref<HTMLFormElement>;
  /**
   * Puts the keyboard on the first field when the form appears: an add form opened from its header
   * button, or mounted afresh (a new `key`) for the next entry after « Enregistrer et ajouter une autre ».
   */
  focusOnOpen?: boolean;
  children: ReactNode;
}

const FIELDS =
  'input:not([type="hidden"]):not([aria-hidden="true"]), textarea:not([aria-hidden="true"]), [role="spinbutton"]';

/** The frame of an inline form: title, server error, fields, submit (and add another) and cancel. */
export function FormPanel({
  title,
  error,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  addAnother = false,
  formRef,
  focusOnOpen = false,
  children,
}: FormPanelProps) {
  const fields = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusOnOpen) focusField(fields.current?.querySelector<HTMLElement>(FIELDS));
  }, [focusOnOpen]);
  // Enter in a field submits with the main button; only a click on the second one asks for another.
  const again = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const another = again.current;
    again.current = false;
    onSubmit(another);
  };
  return (
    <Paper
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented && onCancel) onCancel();
      }}
      aria-label={title}
      sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}
    >
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2} ref={fields}>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
        <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {onCancel && <Button onClick={onCancel}>Annuler</Button>}
          {addAnother && (
            <Button
              variant="outlined"
              disabled={submitting}
              onClick={(event) => {
                again.current = true;
                event.currentTarget.form?.requestSubmit();
              }}
            >
              {ADD_ANOTHER_LABEL}
            </Button>
          )}
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/**
 * The rounds of an add form: after each save a short toast; with « Enregistrer et ajouter une
 * autre », a new `key` mounts the form afresh (empty, the keyboard on its first field), otherwise it closes.
 */
export function useAddAnother(close: () => void, saved: string) {
  const [round, setRound] = useState(0);
  const toast = useToast();
  return {
    key: round,
    saved: (again: boolean) => {
      toast(saved);
      if (again) setRound((current) => current + 1);
      else close();
    },
  };
}
