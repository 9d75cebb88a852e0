import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';

interface ActionDialogProps {
  title: string;
  submitLabel: string;
  submitting: boolean;
  error: string | null;
  onSubmit(): void;
  onClose(): void;
  children: ReactNode;
}

/** The frame of the record's small forms (approve, refuse, pay, edit): title, error, fields, two buttons. */
export function ActionDialog({
  title,
  submitLabel,
  submitting,
  error,
  onSubmit,
  onClose,
  children,
}: ActionDialogProps) {
  const id = `supplier-action-${submitLabel.replace(/\W+/g, '-')}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={id}>
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          <Button type="submit" variant="contained" loading={submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
