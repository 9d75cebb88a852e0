import { Fragment } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { invoiceDraftMessages as t } from '@pilotage/domain';
import type { IssueRequirement } from '../invoice-readiness';

export interface IssueReadinessNoticeProps {
  /** What issuing still needs; empty when « Générer PDF » issues. */
  requirements: readonly IssueRequirement[];
  /** The number the invoice would get, when another one is typed. */
  offeredNumber: string | null;
  /** The number an issue would give now (the suggestion, or the one typed). */
  issueNumber: string | null;
  onTakeNumber(): void;
  /** Takes the user to the input of a requirement. */
  onShowField(field: string): void;
}

/**
 * At the top of the generator: whether « Générer PDF » issues the invoice or downloads a draft,
 * and, for a draft, the list of what is missing to issue it, each item leading to its input.
 */
export function IssueReadinessNotice({
  requirements,
  offeredNumber,
  issueNumber,
  onTakeNumber,
  onShowField,
}: IssueReadinessNoticeProps) {
  if (!requirements.length)
    return (
      <Alert severity="success" role="note" aria-label={t.readyTitle}>
        <AlertTitle>{t.readyTitle}</AlertTitle>
        {t.ready(issueNumber)}
      </Alert>
    );
  return (
    // A note, not an alert: it follows every keystroke, screen readers need not be interrupted.
    <Alert severity="warning" role="note" aria-label={t.draftTitle}>
      <AlertTitle>{t.draftTitle}</AlertTitle>
      <Typography variant="body2">{t.draftExplained}</Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {t.missingPrefix}
        {requirements.map((requirement, index) => (
          <Fragment key={`${requirement.field}-${requirement.text}`}>
            {index > 0 && ', '}
            <Link
              component="button"
              type="button"
              variant="body2"
              color="inherit"
              onClick={() => onShowField(requirement.field)}
              sx={{ verticalAlign: 'baseline' }}
            >
              {requirement.text}
            </Link>
          </Fragment>
        ))}
        .
      </Typography>
      {offeredNumber && (
        // Under the list rather than beside it: a phone keeps the whole width for the text.
        <Button color="inherit" size="small" variant="outlined" onClick={onTakeNumber} sx={{ mt: 1 }}>
          {t.takeNumber(offeredNumber)}
        </Button>
      )}
    </Alert>
  );
}
