import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Banner } from '../../../../components/TimedAlert';
import { focusField } from '../../../../lib/focus-field';
import type { InvoiceSettingsValues } from '../invoice-draft';
import { sellerRequirements } from '../invoice-readiness';
import { InvoiceSettingsPanel } from './InvoiceSettingsPanel';
import { SellerMissingNotice } from './SellerMissingNotice';

/** The anchor of the section: `/settings#entreprise` opens Paramètres on it. */
export const COMPANY_SECTION_ID = 'entreprise';

export interface CompanyIdentitySectionProps {
  /** The stored settings; the form follows them whenever a new object arrives. */
  settings: InvoiceSettingsValues;
  loading: boolean;
  loadError: string | null;
  saving: boolean;
  banner: Banner | null;
  onSave(values: InvoiceSettingsValues): void;
}

/**
 * « Entreprise et facturation » in Paramètres: the generator's own settings panel, unfolded, with
 * what the company still lacks to issue an invoice. A place to fill in the company's identity
 * without opening an invoice.
 */
export function CompanyIdentitySection({
  settings,
  loading,
  loadError,
  saving,
  banner,
  onSave,
}: CompanyIdentitySectionProps) {
  const [values, setValues] = useState(settings);
  const [source, setSource] = useState(settings);
  if (settings !== source) {
    setSource(settings);
    setValues(settings);
  }
  const [expanded, setExpanded] = useState(true);
  const section = useRef<HTMLElement>(null);
  const missing = loading || loadError ? [] : sellerRequirements(settings);
  const [wanted, setWanted] = useState<string | null>(null);
  // The panel may be folded: the field is reached once it is unfolded.
  useEffect(() => {
    if (wanted && focusField(section.current?.querySelector<HTMLElement>(`[name="${CSS.escape(wanted)}"]`)))
      setWanted(null);
  }, [wanted, expanded]);
  return (
    <Paper
      component="section"
      id={COMPANY_SECTION_ID}
      ref={section}
      aria-labelledby="company-identity-title"
      sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}
    >
      <Typography id="company-identity-title" variant="h2" sx={{ mb: 1 }}>
        Entreprise et facturation
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        L&apos;identité de l&apos;entreprise, ses mentions légales et ses coordonnées bancaires, imprimées sur chaque
        facture. Les mêmes paramètres que dans le générateur de facture.
      </Typography>
      <Stack spacing={2}>
        {loadError && <Alert severity="error">{loadError}</Alert>}
        <SellerMissingNotice missing={missing} onFill={(field) => (setExpanded(true), setWanted(field))} />
        <InvoiceSettingsPanel
          values={values}
          onChange={setValues}
          expanded={expanded}
          onToggle={setExpanded}
          loading={loading}
          saving={saving}
          banner={banner}
          onSave={() => onSave(values)}
        />
      </Stack>
    </Paper>
  );
}
