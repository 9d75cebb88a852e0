import type { ReactNode } from 'react';
import Button from '@mui/material/Button';

interface FormToggleButtonProps {
  open: boolean;
  /** The button's text while the form is closed. */
  label: string;
  icon: ReactNode;
  onToggle(): void;
}

/** The header button that shows or hides a screen's add form. */
export function FormToggleButton({ open, label, icon, onToggle }: FormToggleButtonProps) {
  return (
    <Button variant="contained" startIcon={icon} onClick={onToggle} aria-expanded={open}>
      {open ? 'Masquer le formulaire' : label}
    </Button>
  );
}
