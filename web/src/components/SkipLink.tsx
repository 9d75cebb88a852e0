import Link from '@mui/material/Link';

/**
 * « Aller au contenu »: the first Tab of a page, hidden until focused, jumps past the header and
 * the navigation to the page's own content (WCAG 2.4.1).
 */
export function SkipLink({ target }: { target: string }) {
  return (
    <Link
      href={`#${target}`}
      onClick={(event) => {
        // The main element takes the focus, so the next Tab is the page's first action.
        event.preventDefault();
        const main = document.getElementById(target);
        main?.focus();
        main?.scrollIntoView?.();
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        border: 2,
        borderColor: 'primary.main',
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Aller au contenu
    </Link>
  );
}
