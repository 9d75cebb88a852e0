import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Unknown paths inside the signed-in area. */
export function NotFoundView() {
  return (
    <Paper sx={{ p: 4, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        404 - Page Protégée Non Trouvée
      </Typography>
      <Button component={RouterLink} to="/dashboard" variant="contained">
        Retour au tableau de bord
      </Button>
    </Paper>
  );
}
