import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** Shown while the session is resolved at start-up, before anything else can render. */
export function FullScreenLoader() {
  return (
    <Box
      role="status"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default' }}
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography variant="h6" component="p">
          {"Chargement de l'application..."}
        </Typography>
      </Box>
    </Box>
  );
}
