import { type ReactNode, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterListIcon from '@mui/icons-material/FilterList';

export const FILTERS_LABEL = 'Filtres';

interface FilterSheetProps {
  /** How many filters differ from their default: shown on the phone's button. */
  active?: number;
  /** The filters: inline from 600 px, in a sheet from the bottom edge below. */
  children: ReactNode;
  /** Folded whatever the width (stories); by default, below 600 px. */
  folded?: boolean;
  /** Opens the sheet at first render (stories). */
  initiallyOpen?: boolean;
}

/**
 * A list's filters. On a phone they would push the list a screen down: they fold behind one
 * « Filtres » button opening a bottom sheet. Each filter applies as it changes, so the sheet only closes.
 */
export function FilterSheet({ active = 0, children, folded, initiallyOpen = false }: FilterSheetProps) {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [open, setOpen] = useState(initiallyOpen);
  if (!(folded ?? phone)) return <>{children}</>;
  return (
    <Box sx={{ mb: 2 }}>
      <Button
        variant="outlined"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        startIcon={
          <Badge badgeContent={active} color="primary">
            <FilterListIcon />
          </Badge>
        }
        sx={{ minHeight: 44 }}
      >
        {FILTERS_LABEL}
      </Button>
      <Drawer
        anchor="bottom"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': FILTERS_LABEL,
            sx: { p: 2, pb: 3, borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh' },
          },
        }}
      >
        <Typography variant="h2" sx={{ mb: 2 }}>
          {FILTERS_LABEL}
        </Typography>
        <Stack spacing={2}>{children}</Stack>
        <Button variant="contained" onClick={() => setOpen(false)} sx={{ mt: 2, minHeight: 44 }} fullWidth>
          Voir les résultats
        </Button>
      </Drawer>
    </Box>
  );
}

/** How many of a list's filter values are set ('' and null mean « every »). */
export const activeFilterCount = (...values: unknown[]): number =>
  values.filter((value) => value !== '' && value !== null && value !== undefined).length;
