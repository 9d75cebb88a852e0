import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HelpIcon from '@mui/icons-material/Help';
import CancelIcon from '@mui/icons-material/Cancel';

interface SettingsDiagnosticsProps {
  /** null when this user cannot know (the token is an Admin secret). */
  tokenConfigured: boolean | null;
  chatIdConfigured: boolean;
}

function Line({ label, value }: { label: string; value: boolean | null }) {
  const text = value === null ? 'Inconnu' : value ? 'Oui' : 'Non';
  const icon =
    value === null ? (
      <HelpIcon color="disabled" />
    ) : value ? (
      <CheckCircleIcon color="success" />
    ) : (
      <CancelIcon color="error" />
    );
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 36 }}>{icon}</ListItemIcon>
      <ListItemText primary={`${label} : ${text}`} />
    </ListItem>
  );
}

export function SettingsDiagnostics({ tokenConfigured, chatIdConfigured }: SettingsDiagnosticsProps) {
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2">Diagnostic</Typography>
      <List dense aria-label="Diagnostic">
        <Line label="Jeton du bot configuré" value={tokenConfigured} />
        <Line label="Chat ID configuré" value={chatIdConfigured} />
      </List>
    </Paper>
  );
}
