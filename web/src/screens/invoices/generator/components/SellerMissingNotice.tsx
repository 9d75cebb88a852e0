import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditIcon from '@mui/icons-material/Edit';
import type { IssueRequirement } from '../invoice-readiness';

export const SELLER_MISSING_TITLE = "L'identité de l'entreprise est incomplète";

export interface SellerMissingNoticeProps {
  /** What the company settings still lack (sellerRequirements); nothing is shown when empty. */
  missing: readonly IssueRequirement[];
  /** Takes the user to the first missing field, the settings unfolded; absent, no button. */
  onFill?(field: string): void;
}

/**
 * The seller's missing mentions, said as soon as the settings are known: an alert, so a screen
 * reader announces it when the generator opens, before anyone types an invoice that could only be
 * a draft. It changes only when the stored settings do, never on a keystroke of the invoice.
 */
export function SellerMissingNotice({ missing, onFill }: SellerMissingNoticeProps) {
  if (!missing.length) return null;
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>{SELLER_MISSING_TITLE}</AlertTitle>
      Une facture ne peut être émise qu'avec : {missing.map((item) => item.text).join(', ')}.
      {onFill && (
        // Under the text rather than beside it: a phone keeps the whole width for the text.
        <Box sx={{ mt: 1 }}>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            startIcon={<EditIcon />}
            onClick={() => onFill(missing[0].field)}
          >
            Compléter
          </Button>
        </Box>
      )}
    </Alert>
  );
}
