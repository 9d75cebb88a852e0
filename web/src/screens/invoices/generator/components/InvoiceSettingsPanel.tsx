import { useRef, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import { VAT_REGIMES, VAT_REGIME_LABELS, type VatRegime, invoiceSettingsRules } from '@pilotage/domain';
import { TimedAlert, type Banner } from '../../../../components/TimedAlert';
import { fieldErrors } from '../../../../lib/validation';
import type { InvoiceSettingsValues } from '../invoice-draft';

/** docs/product.md §4: a save confirmation stays 5 seconds; a failure stays until the next attempt. */
export const SETTINGS_SAVED_BANNER_MS = 5_000;

type TextKey = {
  [K in keyof InvoiceSettingsValues]: InvoiceSettingsValues[K] extends string ? K : never;
}[keyof InvoiceSettingsValues];

interface Field {
  name: TextKey;
  label: string;
  type?: string;
  autoComplete?: string;
  wide?: boolean;
  helper?: string;
  numeric?: boolean;
}

const COMPANY_FIELDS: Field[] = [
  { name: 'companyName', label: "Nom de l'entreprise", autoComplete: 'organization', wide: true },
  { name: 'companyAddress1', label: 'Adresse (ligne 1)', autoComplete: 'address-line1' },
  { name: 'companyAddress2', label: 'Adresse (ligne 2)', autoComplete: 'address-line2' },
  { name: 'companyEmail', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'companyPhone', label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
];

const IDENTITY_FIELDS: Field[] = [
  { name: 'siret', label: 'SIRET', helper: '14 chiffres', numeric: true },
  { name: 'legalForm', label: 'Forme juridique' },
];

const REGISTRATION_FIELDS: Field[] = [
  { name: 'shareCapital', label: 'Capital social' },
  { name: 'registration', label: 'RCS / RM' },
  { name: 'vatNumber', label: 'N° de TVA intracommunautaire' },
];

const PENALTY_FIELDS: Field[] = [
  { name: 'latePenaltyRate', label: 'Pénalités de retard', helper: 'Taux appliqué en cas de retard' },
];

const PAYMENT_FIELDS: Field[] = [
  { name: 'accountHolder', label: 'Titulaire du compte' },
  { name: 'bankName', label: 'Banque' },
  { name: 'iban', label: 'IBAN' },
  { name: 'bic', label: 'BIC' },
];

const REGIME_LABELS: Record<VatRegime, string> = {
  franchise: `${VAT_REGIME_LABELS.franchise} (art. 293 B du CGI)`,
  liable: VAT_REGIME_LABELS.liable,
};

/** Whole days as typed; anything else is kept as NaN, which the rule refuses before saving. */
const typedDays = (text: string): number => (/^\s*\d{1,4}\s*$/.test(text) ? Number(text) : Number.NaN);

/** The hints stay readable while the stored values load. */
const READABLE_HINT = { formHelperText: { disabled: false } } as const;

export interface InvoiceSettingsPanelProps {
  values: InvoiceSettingsValues;
  onChange(values: InvoiceSettingsValues): void;
  expanded: boolean;
  onToggle(expanded: boolean): void;
  loading: boolean;
  saving: boolean;
  banner: Banner | null;
  onSave(): void;
  /** Stories and tests: every field's message shown from the start, as after a refused save. */
  initialErrorsShown?: boolean;
}

/**
 * The company, legal and bank details printed on every invoice, stored on the server. Each field
 * is checked with the gateway's rules: its message shows once the field is left, and every
 * message shows (nothing is sent) when saving with a field the server would refuse.
 */
export function InvoiceSettingsPanel(props: InvoiceSettingsPanelProps) {
  const { values, onChange, expanded, onToggle, loading, saving, banner, onSave } = props;
  const [visited, setVisited] = useState<ReadonlySet<string> | 'all'>(() =>
    props.initialErrorsShown ? 'all' : new Set(),
  );
  // The days field shows what was typed while the values hold what it reads as (NaN when it is not
  // a whole number); settings loaded or saved since then show their own number.
  const [daysText, setDaysText] = useState('');
  const daysShown = Object.is(typedDays(daysText), values.paymentTermsDays)
    ? daysText
    : String(values.paymentTermsDays);
  const details = useRef<HTMLDivElement>(null);
  const errors = fieldErrors(invoiceSettingsRules, values);
  const errorOf = (name: string): string | undefined =>
    visited === 'all' || visited.has(name) ? errors[name as keyof typeof invoiceSettingsRules] : undefined;
  const visit = (name: string) => () =>
    setVisited((before) => (before === 'all' || before.has(name) ? before : new Set(before).add(name)));

  const save = () => {
    const invalid = Object.keys(invoiceSettingsRules).find((name) => errors[name as keyof typeof errors]);
    if (!invalid) return onSave();
    setVisited('all');
    details.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
  };

  const textField = (field: Field) => {
    const error = errorOf(field.name);
    return (
      <Grid key={field.name} size={{ xs: 12, sm: field.wide ? 12 : 6 }}>
        <TextField
          fullWidth
          size="small"
          label={field.label}
          name={field.name}
          type={field.type}
          autoComplete={field.autoComplete ?? 'off'}
          value={values[field.name]}
          disabled={loading}
          onChange={(event) => onChange({ ...values, [field.name]: event.target.value })}
          onBlur={visit(field.name)}
          error={Boolean(error)}
          helperText={error ?? field.helper}
          slotProps={{ ...READABLE_HINT, htmlInput: field.numeric ? { inputMode: 'numeric' } : undefined }}
        />
      </Grid>
    );
  };
  const daysError = errorOf('paymentTermsDays');
  const summary = loading ? 'Chargement…' : values.companyName.trim() || 'À renseigner avant la première facture';
  return (
    <Accordion expanded={expanded} onChange={(_, next) => onToggle(next)} variant="outlined" disableGutters>
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls="invoice-settings-content"
        id="invoice-settings-header"
      >
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>Paramètres de l&apos;entreprise et du paiement</Typography>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails ref={details}>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h4">
            Entreprise
          </Typography>
          <Grid container spacing={2}>
            {COMPANY_FIELDS.map(textField)}
          </Grid>
          <Typography variant="subtitle2" component="h4">
            Mentions légales
          </Typography>
          <Grid container spacing={2}>
            {IDENTITY_FIELDS.map(textField)}
            <Grid size={12}>
              <FormControlLabel
                label="Entrepreneur individuel (mention « EI »)"
                disabled={loading}
                control={
                  <Switch
                    name="soleTrader"
                    checked={values.soleTrader}
                    onChange={(event) => onChange({ ...values, soleTrader: event.target.checked })}
                  />
                }
              />
            </Grid>
            {REGISTRATION_FIELDS.map(textField)}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Régime de TVA"
                name="vatRegime"
                value={values.vatRegime}
                disabled={loading}
                onChange={(event) => onChange({ ...values, vatRegime: event.target.value })}
                // The franchise's label names its article: wrapped on a phone rather than cut.
                slotProps={{ select: { SelectDisplayProps: { style: { whiteSpace: 'normal' } } } }}
              >
                {VAT_REGIMES.map((regime) => (
                  <MenuItem key={regime} value={regime}>
                    {REGIME_LABELS[regime]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label="Délai de paiement (jours)"
                name="paymentTermsDays"
                autoComplete="off"
                value={daysShown}
                disabled={loading}
                onChange={(event) => (
                  setDaysText(event.target.value),
                  onChange({ ...values, paymentTermsDays: typedDays(event.target.value) })
                )}
                onBlur={visit('paymentTermsDays')}
                error={Boolean(daysError)}
                helperText={daysError}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            {PENALTY_FIELDS.map(textField)}
          </Grid>
          <Typography variant="subtitle2" component="h4">
            Paiement par virement
          </Typography>
          <Grid container spacing={2}>
            {PAYMENT_FIELDS.map(textField)}
          </Grid>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label="Notes par défaut"
            name="defaultNotes"
            value={values.defaultNotes}
            disabled={loading}
            onChange={(event) => onChange({ ...values, defaultNotes: event.target.value })}
            onBlur={visit('defaultNotes')}
            error={Boolean(errorOf('defaultNotes'))}
            helperText={
              errorOf('defaultNotes') ?? 'Ajoutées aux remarques de chaque facture, après les mentions légales.'
            }
            slotProps={READABLE_HINT}
          />
          {banner?.severity === 'error' ? (
            <Alert severity="error" role="alert">
              {banner.text}
            </Alert>
          ) : (
            <TimedAlert banner={banner} durationMs={SETTINGS_SAVED_BANNER_MS} />
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<SaveIcon />} loading={saving} disabled={loading} onClick={save}>
              Enregistrer les paramètres
            </Button>
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
