import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

interface ErrorBoxProps {
  message: string;
  onRetry?: () => void;
  title?: string;
}

/** A failed load, with a retry button when the screen can reload. */
export function ErrorBox({ message, onRetry, title = 'Erreur de chargement' }: ErrorBoxProps) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Réessayer
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {message}
    </Alert>
  );
}
