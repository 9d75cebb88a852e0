import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../../components/AuthCard';

export function UnauthorizedView() {
  return (
    <AuthCard title="Accès non autorisé">
      <Typography sx={{ mb: 3 }}>Votre rôle ne vous permet pas d&apos;ouvrir cette page.</Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Retour au tableau de bord
      </Button>
    </AuthCard>
  );
}
