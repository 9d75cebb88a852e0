import { useRef, type FormEvent, type ReactNode, type Ref } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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
  children: ReactNode;
}

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
  children,
}: FormPanelProps) {
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
      <Stack spacing={2}>
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
