import type { ReactNode } from 'react';
import List from '@mui/material/List';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface DashboardPanelProps {
  title: string;
  emptyText: string;
  isEmpty: boolean;
  children: ReactNode;
}

/** A titled list that scrolls past a maximum height, or its empty text. */
export function DashboardPanel({ title, emptyText, isEmpty, children }: DashboardPanelProps) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: 2, height: '100%' }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {isEmpty ? (
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
