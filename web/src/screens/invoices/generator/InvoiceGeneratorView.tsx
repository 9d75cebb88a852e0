import { useEffect, useMemo, useRef, useState } from 'react';
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
import type { Banner } from '../../../components/TimedAlert';
import { InvoiceDetailsFields, type InvoiceDetails } from './components/InvoiceDetailsFields';
import { InvoiceLinesEditor } from './components/InvoiceLinesEditor';
import { InvoiceSettingsPanel } from './components/InvoiceSettingsPanel';
import { ReminderSchedulePanel, type ReminderSchedulePanelProps } from './components/ReminderSchedulePanel';
import { InvoiceTotalsSummary } from './components/InvoiceTotalsSummary';
import { IssueReadinessNotice } from './components/IssueReadinessNotice';
import { SellerMissingNotice } from './components/SellerMissingNotice';
import { emptyInvoice, vatRegimeOf, type InvoiceDraft, type InvoiceSettingsValues } from './invoice-draft';
import { typedNumber } from './invoice-issue';
import { issueRequirements, numberOffer, sellerRequirements, SETTINGS_FIELDS } from './invoice-readiness';
import { draftTotals } from './invoice-totals';
import { focusField } from '../../../lib/focus-field';

/** What « Générer PDF » hands over: the invoice and the settings as they are on screen. */
export interface InvoiceGeneration {
  settings: InvoiceSettingsValues;
  invoice: InvoiceDraft;
}

/** Refusals of the server, by the `name` of the input they are about. */
export type FieldErrors = Readonly<Record<string, string>>;

export const NO_FIELD_ERRORS: FieldErrors = {};

/** The input names of the details fields that differ from `before`. */
const DETAIL_INPUTS: Partial<Record<keyof InvoiceDetails, string>> = { number: 'invoiceNumber' };
const changedInputs = (before: InvoiceDetails, after: InvoiceDetails) =>
  (Object.keys(after) as (keyof InvoiceDetails)[])
    .filter((key) => before[key] !== after[key])
    .map((key) => DETAIL_INPUTS[key] ?? key);

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
  /** The reminder schedule, edited beside the invoice settings; absent, not shown. */
  reminders?: ReminderSchedulePanelProps;
  onSaveSettings(values: InvoiceSettingsValues): void;
  /** The next number of the series (NextInvoiceNumber), null while unknown. */
  numberSuggestion: string | null;
  generating: boolean;
  /** A failure that belongs to no input, shown at the top. */
  generateError: string | null;
  /** The server's refusals of the last issue, shown next to their inputs. */
  fieldErrors: FieldErrors;
  /** The outcome of the last « Générer PDF » (« Facture F-2026-0003 émise et téléchargée. », a draft downloaded). */
  outcome: Banner | null;
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
  const { open, fullScreen, onClose, settingsLoadError, generating, generateError, outcome, numberSuggestion, today } =
    props;
  const [invoice, setInvoice] = useState<InvoiceDraft>(() => props.initialInvoice ?? emptyInvoice(props.today));
  const [settingsOpen, setSettingsOpen] = useState(props.initialSettingsOpen ?? false);
  const [settings, setSettings] = useState(props.settings);
  const [settingsSource, setSettingsSource] = useState(props.settings);
  // Freshly loaded or saved settings replace the draft (React's "adjust state on prop change").
  if (props.settings !== settingsSource) {
    setSettingsSource(props.settings);
    setSettings(props.settings);
  }
  // The server's refusals stay next to their inputs until those are edited.
  const [errors, setErrors] = useState(props.fieldErrors);
  const [errorsSource, setErrorsSource] = useState(props.fieldErrors);
  if (props.fieldErrors !== errorsSource) {
    setErrorsSource(props.fieldErrors);
    setErrors(props.fieldErrors);
  }
  const forget = (names: string[]) => {
    if (names.some((name) => errors[name]))
      setErrors(Object.fromEntries(Object.entries(errors).filter(([name]) => !names.includes(name))));
  };
  const regime = vatRegimeOf(settings);
  const totals = useMemo(() => draftTotals(invoice.lines, regime), [invoice.lines, regime]);
  const requirements = issueRequirements(invoice, settings, numberSuggestion, today);
  const offeredNumber = numberOffer(invoice.number, numberSuggestion);
  // Judged on the stored settings: announced once they load, and gone once they are saved complete.
  const sellerMissing = useMemo(
    () => (props.settingsLoading || settingsLoadError ? [] : sellerRequirements(props.settings)),
    [props.settingsLoading, settingsLoadError, props.settings],
  );

  const content = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState<{ field: string } | null>(null);
  // Takes the user to an input: the settings unfold first, so their inputs may take a few frames to be focusable.
  useEffect(() => {
    if (!wanted) return;
    let frames = 30;
    let handle = 0;
    const reach = () => {
      if (focusField(content.current?.querySelector<HTMLElement>(`[name="${CSS.escape(wanted.field)}"]`))) return;
      if ((frames -= 1) > 0) handle = requestAnimationFrame(reach);
    };
    reach();
    return () => cancelAnimationFrame(handle);
  }, [wanted, settingsOpen]);
  const showField = (field: string) => {
    if (SETTINGS_FIELDS.has(field)) setSettingsOpen(true);
    setWanted({ field });
  };
  // After « Générer PDF »: the first refused input, else the top of the dialog where the outcome and what is missing are.
  useEffect(() => {
    const first = Object.keys(props.fieldErrors).length
      ? content.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
      : null;
    if (first) focusField(first);
    else if (outcome || generateError) content.current?.scrollTo?.({ top: 0, behavior: 'smooth' });
  }, [props.fieldErrors, outcome, generateError]);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby="invoice-generator-title"
      scroll="paper"
    >
      <DialogTitle id="invoice-generator-title">Générateur de facture</DialogTitle>
      <DialogContent dividers ref={content}>
        <Stack spacing={3}>
          {outcome && (
            <Alert severity={outcome.severity} role="status">
              {outcome.text}
            </Alert>
          )}
          {generateError && (
            <Alert severity="error" role="alert">
              {generateError}
            </Alert>
          )}
          {settingsLoadError && <Alert severity="error">{settingsLoadError}</Alert>}
          <SellerMissingNotice missing={sellerMissing} onFill={showField} />
          <IssueReadinessNotice
            requirements={requirements}
            offeredNumber={offeredNumber}
            issueNumber={typedNumber(invoice.number, numberSuggestion) ?? numberSuggestion}
            onTakeNumber={() => (setInvoice({ ...invoice, number: null }), forget(['invoiceNumber']))}
            onShowField={showField}
          />
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
          {props.reminders && <ReminderSchedulePanel {...props.reminders} />}
          <Stack spacing={2} component="section" aria-labelledby="invoice-client-title">
            <SectionTitle id="invoice-client-title">Client et facture</SectionTitle>
            <InvoiceDetailsFields
              values={invoice}
              onChange={(details) => (forget(changedInputs(invoice, details)), setInvoice({ ...invoice, ...details }))}
              numberSuggestion={numberSuggestion}
              errors={errors}
              paymentTermsDays={settings.paymentTermsDays}
            />
          </Stack>
          <Stack spacing={2} component="section" aria-labelledby="invoice-lines-title">
            <SectionTitle id="invoice-lines-title">Lignes de la facture</SectionTitle>
            <InvoiceLinesEditor
              lines={invoice.lines}
              onChange={(lines) => (
                forget(Object.keys(errors).filter((name) => name.startsWith('lines.'))),
                setInvoice({ ...invoice, lines })
              )}
              vatLiable={regime === 'liable'}
              errors={errors}
            />
          </Stack>
          <TextField
            fullWidth
            multiline
            minRows={2}
            size="small"
            label="Notes"
            name="notes"
            value={invoice.notes}
            onChange={(event) => (forget(['notes']), setInvoice({ ...invoice, notes: event.target.value }))}
            error={Boolean(errors.notes)}
            helperText={
              errors.notes ?? 'Imprimées dans les remarques, après les mentions légales et les notes par défaut.'
            }
          />
          <InvoiceTotalsSummary totals={totals} vatRegime={regime} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Annuler</Button>
        <Button
          variant="contained"
          startIcon={<PictureAsPdfIcon />}
          loading={generating}
          onClick={() => props.onGenerate({ settings, invoice })}
        >
          Générer PDF
        </Button>
      </DialogActions>
    </Dialog>
  );
}
