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
import { emptyInvoice, type InvoiceDraft, type InvoiceSettingsValues } from './invoice-draft';
import { computeInvoiceTotals } from './invoice-totals';
import type { InvoicePdfInput } from './pdf/invoice-pdf';

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
  generating: boolean;
  generateError: string | null;
  onGenerate(input: InvoicePdfInput): void;
  /** Stories and tests: start from a filled invoice, or with the settings unfolded. */
  initialInvoice?: InvoiceDraft;
  initialSettingsOpen?: boolean;
}

const SectionTitle = ({ id, children }: { id: string; children: string }) => (
  <Typography id={id} variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
    {children}
  </Typography>
);

/** The invoice form in a dialog: company settings, client, lines, notes and totals. */
export function InvoiceGeneratorView(props: InvoiceGeneratorViewProps) {
  const { open, fullScreen, onClose, settingsLoadError, generating, generateError } = props;
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => props.initialInvoice ?? emptyInvoice(props.today));
  const [settingsOpen, setSettingsOpen] = useState(props.initialSettingsOpen ?? false);
  const [settings, setSettings] = useState(props.settings);
  const [settingsSource, setSettingsSource] = useState(props.settings);
  // Freshly loaded or saved settings replace the draft (React's "adjust state on prop change").
  if (props.settings !== settingsSource) {
    setSettingsSource(props.settings);
    setSettings(props.settings);
  }
  const totals = useMemo(() => computeInvoiceTotals(invoice.lines), [invoice.lines]);

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby="invoice-generator-title" scroll="paper">
      <DialogTitle id="invoice-generator-title">Générateur de facture</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={3}>
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
            <InvoiceDetailsFields values={invoice} onChange={(details) => setInvoice({ ...invoice, ...details })} />
          </Stack>
          <Stack spacing={2} component="section" aria-labelledby="invoice-lines-title">
            <SectionTitle id="invoice-lines-title">Lignes de la facture</SectionTitle>
            <InvoiceLinesEditor lines={invoice.lines} onChange={(lines) => setInvoice({ ...invoice, lines })} />
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
          <InvoiceTotalsSummary subtotalCents={totals.subtotalCents} totalCents={totals.totalCents} />
          {generateError && <Alert severity="error">{generateError}</Alert>}
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
