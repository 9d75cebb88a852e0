import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface RowCardProps {
  title: ReactNode;
  /** The key figure, on the right of the title (an amount in its colour, a status). */
  figure?: ReactNode;
  /** Secondary facts, one line each (a date with « En retard », a person, a category). */
  details?: ReactNode[];
  /** The main actions, one tap each. */
  actions?: ReactNode;
  /** A marker down the left edge (an overdue row). */
  alert?: boolean;
  /** The row's own page: the title links to it, and a tap anywhere on the card (but its actions) opens it. */
  to?: string;
}

/** One row of a list on a phone: title and key figure, details below, actions at the foot. */
export function RowCard({ title, figure, details = [], actions, alert = false, to }: RowCardProps) {
  return (
    <Paper
      component="article"
      sx={{
        p: 1.5,
        position: 'relative',
        borderLeft: alert ? 4 : undefined,
        borderLeftColor: alert ? 'error.main' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Typography component="h2" sx={{ fontWeight: 600, minWidth: 0, overflowWrap: 'anywhere' }}>
          {to ? (
            <Link
              component={RouterLink}
              to={to}
              color="inherit"
              // The link's box stretches over the card: the whole card is its target.
              sx={{ '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 'inherit' } }}
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </Typography>
        {figure && <Box sx={{ flexShrink: 0, textAlign: 'right' }}>{figure}</Box>}
      </Stack>
      {details.length > 0 && (
        <Stack spacing={0.5} sx={{ mt: 0.5, color: 'text.secondary' }}>
          {details.map((detail, index) => (
            <Box
              key={index}
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', typography: 'body2' }}
            >
              {detail}
            </Box>
          ))}
        </Stack>
      )}
      {actions && (
        <Stack
          direction="row"
          spacing={0.5}
          useFlexGap
          // A thumb's target: 44 × 44 px (WCAG 2.5.5), well above the 24 px floor of 2.5.8.
          sx={{
            mt: 1,
            // Above the stretched link of the card.
            position: 'relative',
            zIndex: 1,
            justifyContent: 'flex-end',
            flexWrap: 'wrap',
            '& .MuiIconButton-root, & .MuiButton-root': { minWidth: 44, minHeight: 44 },
          }}
        >
          {actions}
        </Stack>
      )}
    </Paper>
  );
}
