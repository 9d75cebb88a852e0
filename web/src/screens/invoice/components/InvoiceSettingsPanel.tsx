import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SaveIcon from '@mui/icons-material/Save';
import { TimedAlert, type Banner } from '../../../components/TimedAlert';
import type { InvoiceSettingsValues } from '../invoice-draft';

/** docs/product.md §4: a save confirmation stays 5 seconds; a failure stays until the next attempt. */
export const SETTINGS_SAVED_BANNER_MS = 5_000;

type Field = { name: keyof InvoiceSettingsValues; label: string; type?: string; autoComplete?: string; wide?: boolean };

const COMPANY_FIELDS: Field[] = [
  { name: 'companyName', label: "Nom de l'entreprise", autoComplete: 'organization', wide: true },
  { name: 'companyAddress1', label: 'Adresse (ligne 1)', autoComplete: 'address-line1' },
  { name: 'companyAddress2', label: 'Adresse (ligne 2)', autoComplete: 'address-line2' },
  { name: 'companyEmail', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'companyPhone', label: 'Téléphone', type: 'tel', autoComplete: 'tel' },
];

const PAYMENT_FIELDS: Field[] = [
  { name: 'accountHolder', label: 'Titulaire du compte' },
  { name: 'bankName', label: 'Banque' },
  { name: 'iban', label: 'IBAN' },
  { name: 'bic', label: 'BIC' },
];

export interface InvoiceSettingsPanelProps {
  values: InvoiceSettingsValues;
  onChange(values: InvoiceSettingsValues): void;
  expanded: boolean;
  onToggle(expanded: boolean): void;
  loading: boolean;
  saving: boolean;
  banner: Banner | null;
  onSave(): void;
}

/** The company and bank details printed on every invoice, stored on the server. */
export function InvoiceSettingsPanel({ values, onChange, expanded, onToggle, loading, saving, banner, onSave }: InvoiceSettingsPanelProps) {
  const fields = (group: Field[]) =>
    group.map((field) => (
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
        />
      </Grid>
    ));
  const summary = loading ? 'Chargement…' : values.companyName.trim() || 'À renseigner avant la première facture';
  return (
    <Accordion expanded={expanded} onChange={(_, next) => onToggle(next)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="invoice-settings-content" id="invoice-settings-header">
        <Stack>
          <Typography sx={{ fontWeight: 600 }}>Paramètres de l&apos;entreprise et du paiement</Typography>
          <Typography variant="body2" color="text.secondary">
            {summary}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Typography variant="subtitle2" component="h4">
            Entreprise
          </Typography>
          <Grid container spacing={2}>
            {fields(COMPANY_FIELDS)}
          </Grid>
          <Typography variant="subtitle2" component="h4">
            Paiement par virement
          </Typography>
          <Grid container spacing={2}>
            {fields(PAYMENT_FIELDS)}
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
            helperText="Ajoutées aux remarques de chaque facture, après les mentions légales."
            // The hint stays readable while the stored values load.
            slotProps={{ formHelperText: { disabled: false } }}
          />
          {banner?.severity === 'error' ? (
            <Alert severity="error" role="alert">
              {banner.text}
            </Alert>
          ) : (
            <TimedAlert banner={banner} durationMs={SETTINGS_SAVED_BANNER_MS} />
          )}
          <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
            <Button variant="outlined" startIcon={<SaveIcon />} loading={saving} disabled={loading} onClick={onSave}>
              Enregistrer les paramètres
            </Button>
          </Stack>
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
