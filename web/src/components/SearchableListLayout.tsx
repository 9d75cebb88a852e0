import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FormToggleButton } from './FormToggleButton';
import { ListScreenLayout } from './ListScreenLayout';
import { SearchBox } from './SearchBox';

interface SearchableListLayoutProps {
  title: string;
  onRefresh(): void;
  /** The header's toggle of the add form: its label, its icon, and whether the form is open. */
  add: { label: string; icon: ReactNode; open: boolean; onToggle(): void };
  /** A failed delete or CSV export, already worded ('Erreur: …'). */
  actionError: string | null;
  error: string | null;
  /** The one open form (adding, or editing a row), above the search box. */
  form: ReactNode;
  /** The search the list applies; the box calls `onSearchChange` as typing pauses. */
  search: string;
  onSearchChange(search: string): void;
  /** The table. */
  children: ReactNode;
}

/** A list screen with an add form and a search box: the frame of the employees' and the users' lists. */
export function SearchableListLayout({
  title,
  onRefresh,
  add,
  actionError,
  error,
  form,
  search,
  onSearchChange,
  children,
}: SearchableListLayoutProps) {
  return (
    <ListScreenLayout
      title={title}
      onRefresh={onRefresh}
      actions={<FormToggleButton open={add.open} label={add.label} icon={add.icon} onToggle={add.onToggle} />}
      actionError={actionError}
      error={error}
      controls={
        <>
          {form}
          <Box sx={{ mb: 2 }}>
            <SearchBox value={search} onChange={onSearchChange} />
          </Box>
        </>
      }
    >
      {children}
    </ListScreenLayout>
  );
}
