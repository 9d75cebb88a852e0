import { type ReactNode, useEffect, useRef } from 'react';
import Button from '@mui/material/Button';

interface FormToggleButtonProps {
  open: boolean;
  /** The button's text while the form is closed. */
  label: string;
  icon: ReactNode;
  onToggle(): void;
}

/**
 * The header button that shows or hides a screen's add form. When the form closes (saved,
 * cancelled, Escape) and the focus fell with it, the focus comes back here, not to the page's top.
 */
export function FormToggleButton({ open, label, icon, onToggle }: FormToggleButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (closed && focusLost) button.current?.focus();
  }, [open]);
  return (
    <Button ref={button} variant="contained" startIcon={icon} onClick={onToggle} aria-expanded={open}>
      {open ? 'Masquer le formulaire' : label}
    </Button>
  );
}
