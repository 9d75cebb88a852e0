import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import type { Banner } from '../../components/TimedAlert';
import { InvoiceDetailsFields } from './components/InvoiceDetailsFields';
import { InvoiceLinesEditor } from './components/InvoiceLinesEditor';
import { InvoiceSettingsPanel } from './components/InvoiceSettingsPanel';
import { InvoiceTotalsSummary } from './components/InvoiceTotalsSummary';
import { emptyInvoice, vatRegimeOf, type InvoiceDraft, type InvoiceSettingsValues } from './invoice-draft';
import { generationMode } from './invoice-issue';
import { draftTotals } from './invoice-totals';

/** What « Générer PDF » hands over: the invoice and the settings as they are on screen. */
export interface InvoiceGeneration {
  settings: InvoiceSettingsValues;
  invoice: InvoiceDraft;
}

export const DRAFT_HINT = 'Sans nom de client, le PDF est un brouillon non enregistré.';

export interface InvoiceGeneratorViewProps {
  open: boolean;
  /** Phones get the whole screen. */
  fullScreen: boolean;
  onClose(): void;
  /** Today in France (`YYYY-MM-DD`), the default issue date. */
  today: string;
  /** The stored settings; the form follows them whenever a new object arrives. */
  settings: InvoiceSettingsValues;
  settingsLoading: boolean;
  settingsLoadError: string | null;
  settingsSaving: boolean;
  settingsBanner: Banner | null;
  onSaveSettings(values: InvoiceSettingsValues): void;
  /** The next number of the series (NextInvoiceNumber), null while unknown. */
  numberSuggestion: string | null;
  generating: boolean;
  generateError: string | null;
  /** The outcome of the last issue (« Facture F-2026-0003 émise et téléchargée. »). */
  issuedBanner: Banner | null;
  onGenerate(generation: InvoiceGeneration): void;
  /** Stories and tests: start from a filled invoice, or with the settings unfolded. */
  initialInvoice?: InvoiceDraft;
  initialSettingsOpen?: boolean;
}

const SectionTitle = ({ id, children }: { id: string; children: string }) => (
  <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
    {children}
  </Typography>
);

/** The invoice form in a dialog: company settings, client, dates, lines, notes and totals. */
export function InvoiceGeneratorView(props: InvoiceGeneratorViewProps) {
  const { open, fullScreen, onClose, settingsLoadError, generating, generateError, issuedBanner } = props;
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => props.initialInvoice ?? emptyInvoice(props.today));
  const [settingsOpen, setSettingsOpen] = useState(props.initialSettingsOpen ?? false);
  const [settings, setSettings] = useState(props.settings);
  const [settingsSource, setSettingsSource] = useState(props.settings);
  // Freshly loaded or saved settings replace the draft (React's "adjust state on prop change").
  if (props.settings !== settingsSource) {
    setSettingsSource(props.settings);
    setSettings(props.settings);
  }
  const regime = vatRegimeOf(settings);
  const totals = useMemo(() => draftTotals(invoice.lines, regime), [invoice.lines, regime]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="invoice-generator-title" scroll="paper">
      <DialogTitle id="invoice-generator-title">Générateur de facture</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
          {issuedBanner && (
            <Alert severity={issuedBanner.severity} role="status">
              {issuedBanner.text}
            </Alert>
          )}
          {settingsLoadError && <Alert severity="error">{settingsLoadError}</Alert>}
          <InvoiceSettingsPanel
            values={settings}
            onChange={setSettings}
            expanded={settingsOpen}
            onToggle={setSettingsOpen}
            loading={props.settingsLoading}
            saving={props.settingsSaving}
            banner={props.settingsBanner}
            onSave={() => props.onSaveSettings(settings)}
          />
          <Stack spacing={2} component="section" aria-labelledby="invoice-client-title">
            <SectionTitle id="invoice-client-title">Client et facture</SectionTitle>
            <InvoiceDetailsFields
              values={invoice}
              onChange={(details) => setInvoice({ ...invoice, ...details })}
              numberSuggestion={props.numberSuggestion}
              paymentTermsDays={settings.paymentTermsDays}
            />
          </Stack>
          <Stack spacing={2} component="section" aria-labelledby="invoice-lines-title">
            <SectionTitle id="invoice-lines-title">Lignes de la facture</SectionTitle>
            <InvoiceLinesEditor lines={invoice.lines} onChange={(lines) => setInvoice({ ...invoice, lines })} vatLiable={regime === 'liable'} />
          </Stack>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label="Notes"
            name="notes"
            value={invoice.notes}
            onChange={(event) => setInvoice({ ...invoice, notes: event.target.value })}
            helperText="Imprimées dans les remarques, après les mentions légales et les notes par défaut."
          />
          <InvoiceTotalsSummary totals={totals} vatRegime={regime} />
          {generationMode(invoice) === 'draft' && (
            // A hint, not an alert: screen readers need not interrupt for it.
            <Alert severity="info" role="note">
              {DRAFT_HINT}
            </Alert>
          )}
          {generateError && (
            <Alert severity="error" role="alert">
              {generateError}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" startIcon={<PictureAsPdfIcon />} loading={generating} onClick={() => props.onGenerate({ settings, invoice })}>
          Générer PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
