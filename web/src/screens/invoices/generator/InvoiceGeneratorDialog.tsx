import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Banner } from '../../../components/TimedAlert';
import {
  IssueInvoiceDocument,
  NextInvoiceNumberDocument,
  type InvoiceFieldsFragment,
} from '../../../graphql/generated/graphql';
import { invoiceDraftMessages } from '@pilotage/domain';
import { errorMessage } from '../../../lib/errors';
import { toInvoiceDocument } from '../invoice-document';
import { EMPTY_INVOICE_SETTINGS, settingsInput, type InvoiceSettingsValues } from './invoice-draft';
import { useInvoiceSettings } from './useInvoiceSettings';
import { draftDocument, issueInput, issueProblem } from './invoice-issue';
import { issueErrorField } from './invoice-issue-errors';
import { useReminderSchedule } from './useReminderSchedule';
import { generationMode, issueRequirements, SETTINGS_FIELDS } from './invoice-readiness';
import {
  InvoiceGeneratorView,
  NO_FIELD_ERRORS,
  type FieldErrors,
  type InvoiceGeneration,
} from './InvoiceGeneratorView';

export interface InvoiceGeneratorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new invoice's date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
  /** Called once an invoice is issued (stored and numbered), before its PDF is downloaded. */
  onIssued?(invoice: InvoiceFieldsFragment): void;
}

// jsPDF, pdf-lib and the fonts stay out of the app's bundles until someone opens the generator.
const loadPdfModule = () => import('../pdf/download-invoice-pdf');

const GENERATION_FAILED = 'Impossible de générer le PDF. Veuillez réessayer.';
const ISSUE_FAILED = "Impossible d'émettre la facture. Veuillez réessayer.";
const issued = (number: string): Banner => ({ severity: 'success', text: `Facture ${number} émise et téléchargée.` });
const issuedNotDownloaded = (number: string): Banner => ({
  severity: 'warning',
  text: `Facture ${number} émise, mais son PDF n'a pas pu être généré : téléchargez-la depuis l'écran Factures.`,
});

const sameSettings = (a: InvoiceSettingsValues, b: InvoiceSettingsValues) =>
  JSON.stringify(settingsInput(a)) === JSON.stringify(settingsInput(b));

/**
 * The invoice generator (docs/product.md §2): stored company settings in; out, an issued invoice
 * (stored, numbered by the server, downloaded with its Factur-X XML) when every mandatory mention
 * is there and the number is the series' next one, else a draft PDF that never reaches the server.
 */
export default function InvoiceGeneratorDialog({ open, onClose, today, onIssued }: InvoiceGeneratorDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const companySettings = useInvoiceSettings({ skip: !open });
  const next = useQuery(NextInvoiceNumberDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  // The Factures screen's list and the next number change with every invoice.
  const [issueInvoice] = useMutation(IssueInvoiceDocument, { refetchQueries: ['Invoices', 'NextInvoiceNumber'] });
  const reminders = useReminderSchedule(open);
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>(NO_FIELD_ERRORS);
  const [outcome, setOutcome] = useState<Banner | null>(null);
  // Each opening, and each issued invoice, starts a blank invoice: the view is keyed by it.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening(opening + 1);
      companySettings.setBanner(null);
      setGenerateError(null);
      setFieldErrors(NO_FIELD_ERRORS);
      setOutcome(null);
    }
  }

  useEffect(() => {
    if (open)
      void loadPdfModule()
        .then((pdf) => pdf.loadInvoiceFonts())
        .catch(() => undefined);
  }, [open]);

  const { stored, save } = companySettings;
  const suggestion = next.data?.nextInvoiceNumber.number ?? null;

  /** A draft is made in the browser alone: no request, nothing stored, no number taken. */
  const downloadDraft = async ({ settings, invoice }: InvoiceGeneration) => {
    try {
      const fileName = await (await loadPdfModule()).downloadDraftInvoice(draftDocument(invoice, settings, suggestion));
      setOutcome({ severity: 'info', text: invoiceDraftMessages.draftDownloaded(fileName) });
    } catch {
      setGenerateError(GENERATION_FAILED);
    }
  };

  /** A refusal goes next to its input when it has one (the settings panel shows its own), else at the top. */
  const refused = (message: string) => {
    const field = issueErrorField(message);
    if (field === 'invoiceNumber') void next.refetch();
    if (field && !SETTINGS_FIELDS.has(field)) setFieldErrors({ [field]: message });
    else setGenerateError(message);
  };

  const issue = async ({ settings, invoice }: InvoiceGeneration) => {
    const input = issueInput(invoice, settings, suggestion);
    const problem = issueProblem(input, settings);
    if (problem) return refused(problem);
    // The invoice records the stored settings: what is on screen is saved first.
    if (stored && !sameSettings(settings, stored) && !(await save(settings)))
      return setGenerateError(
        "Les paramètres de facture n'ont pas pu être enregistrés : la facture n'a pas été émise.",
      );
    let invoiceIssued: InvoiceFieldsFragment;
    try {
      const { data } = await issueInvoice({ variables: { input } });
      if (!data) throw new Error(ISSUE_FAILED);
      invoiceIssued = data.issueInvoice;
    } catch (error) {
      return refused(errorMessage(error, ISSUE_FAILED));
    }
    onIssued?.(invoiceIssued);
    try {
      await (await loadPdfModule()).downloadIssuedInvoice(toInvoiceDocument(invoiceIssued));
      setOutcome(issued(invoiceIssued.number));
    } catch {
      setOutcome(issuedNotDownloaded(invoiceIssued.number));
    }
    // A blank invoice for the next one; the refetched next number fills its field.
    setOpening((count) => count + 1);
  };

  const generate = async (generation: InvoiceGeneration) => {
    setGenerating(true);
    setGenerateError(null);
    setFieldErrors(NO_FIELD_ERRORS);
    setOutcome(null);
    const mode = generationMode(issueRequirements(generation.invoice, generation.settings, suggestion, today));
    try {
      await (mode === 'issue' ? issue(generation) : downloadDraft(generation));
    } finally {
      setGenerating(false);
    }
  };

  return (
    <InvoiceGeneratorView
      key={opening}
      open={open}
      fullScreen={fullScreen}
      onClose={onClose}
      today={today}
      settings={stored ?? EMPTY_INVOICE_SETTINGS}
      settingsLoading={companySettings.loading}
      settingsLoadError={companySettings.loadError}
      settingsSaving={companySettings.saving}
      settingsBanner={companySettings.banner}
      reminders={reminders}
      onSaveSettings={(values) => void save(values)}
      numberSuggestion={suggestion}
      generating={generating}
      generateError={generateError}
      fieldErrors={fieldErrors}
      outcome={outcome}
      onGenerate={(generation) => void generate(generation)}
    />
  );
}
