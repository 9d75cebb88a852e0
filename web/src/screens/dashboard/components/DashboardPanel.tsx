import type { ReactNode } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

interface DashboardPanelProps {
  title: string;
  emptyText: string;
  isEmpty: boolean;
  /** While loading: this many placeholder rows, of a row's height, instead of the list. */
  placeholderRows?: number;
  children: ReactNode;
}

/** A titled list that scrolls past a maximum height, or its empty text. */
export function DashboardPanel({ title, emptyText, isEmpty, placeholderRows, children }: DashboardPanelProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {placeholderRows ? (
        <List dense aria-hidden sx={{ maxHeight: 320, overflow: 'hidden' }}>
          {Array.from({ length: placeholderRows }, (_, row) => (
            <ListItem key={row} divider>
              <ListItemText primary={<Skeleton width="70%" />} secondary={<Skeleton width="40%" />} />
            </ListItem>
          ))}
        </List>
      ) : isEmpty ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        // Scrolls past its height: focusable, so a keyboard can scroll it too.
        <List dense tabIndex={0} aria-label={title} sx={{ maxHeight: 320, overflowY: 'auto' }}>
          {children}
        </List>
      )}
    </Paper>
  );
}
