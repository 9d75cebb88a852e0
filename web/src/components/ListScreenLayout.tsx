import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import RefreshIcon from '@mui/icons-material/Refresh';
import { ErrorBox } from './ErrorBox';
import { PageHeader } from './PageHeader';

interface ListScreenLayoutProps {
  title: string;
  /** Reloads the list: the header's « Actualiser » and the load error's « Réessayer ». */
  onRefresh(): void;
  /** The header's other buttons, after « Actualiser » (the add form's toggle last). */
  actions?: ReactNode;
  /** A failed action (delete, toggle, export), already worded ('Erreur: …'). */
  actionError?: string | null;
  /** A side load that failed without stopping the list, e.g. the employee choices of the forms. */
  warning?: string | null;
  /** The open forms and the filters, between the banners and the list. */
  controls?: ReactNode;
  /** The list's load error, shown with « Réessayer » in place of the list. */
  error: string | null;
  /** The list: its table, and what goes with it (totals, chart). */
  children: ReactNode;
}

/** The frame every list screen shares: title and buttons, banners, forms and filters, then the list or its load error. */
export function ListScreenLayout({
  title,
  onRefresh,
  actions,
  actionError,
  warning,
  controls,
  error,
  children,
}: ListScreenLayoutProps) {
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button variant="outlined" startIcon={<RefreshIcon />} onClick={onRefresh}>
              Actualiser
            </Button>
            {actions}
          </>
        }
      />
      {(actionError || warning) && (
        <Stack spacing={2} sx={{ mb: 2 }}>
          {actionError && <Alert severity="error">{actionError}</Alert>}
          {warning && <Alert severity="warning">{warning}</Alert>}
        </Stack>
      )}
      {controls}
      {error ? <ErrorBox message={error} onRetry={onRefresh} /> : children}
    </>
  );
}
