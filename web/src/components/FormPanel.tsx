import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

interface FormPanelProps {
  title: string;
  error: string | null;
  submitLabel: string;
  submitting: boolean;
  onSubmit(): void;
  onCancel?: () => void;
  children: ReactNode;
}

/** The frame of an inline form: title, first error, fields, submit and cancel. */
export function FormPanel({ title, error, submitLabel, submitting, onSubmit, onCancel, children }: FormPanelProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper component="form" noValidate onSubmit={submit} aria-label={title} sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Stack spacing={2}>
        {error && <Alert severity="error">{error}</Alert>}
        {children}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          {onCancel && <Button onClick={onCancel}>Annuler</Button>}
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
