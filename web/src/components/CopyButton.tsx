import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CheckIcon from '@mui/icons-material/Check';

export const COPIED_DURATION_MS = 2000;

interface CopyButtonProps {
  text: string;
  /** Called when the clipboard refuses the text. */
  onError?: (error: unknown) => void;
  label?: string;
}

/** Copies its text and says 'Copié' for two seconds. */
export function CopyButton({ text, onError, label = 'Copier' }: CopyButtonProps) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_DURATION_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch (error) {
      onError?.(error);
    }
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={() => void copy()}
      startIcon={copied ? <CheckIcon /> : <ContentCopyIcon />}
      aria-live="polite"
    >
      {copied ? 'Copié' : label}
    </Button>
  );
}
