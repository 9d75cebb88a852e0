import { useEffect, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Banner } from '../../components/TimedAlert';
import {
  InvoiceSettingsDocument,
  IssueInvoiceDocument,
  NextInvoiceNumberDocument,
  UpdateInvoiceSettingsDocument,
  type InvoiceFieldsFragment,
} from '../../graphql/generated/graphql';
import { errorMessage } from '../../lib/errors';
import { toInvoiceDocument } from '../invoices/invoice-document';
import { EMPTY_INVOICE_SETTINGS, settingsInput, type InvoiceSettingsValues } from './invoice-draft';
import { draftDocument, generationMode, issueInput, issueProblem } from './invoice-issue';
import { InvoiceGeneratorView, type InvoiceGeneration } from './InvoiceGeneratorView';

export interface InvoiceGeneratorDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new invoice's date: the business day (APP_TIMEZONE), not the browser's. */
  today: string;
  /** Called once an invoice is issued (stored and numbered), before its PDF is downloaded. */
  onIssued?(invoice: InvoiceFieldsFragment): void;
}

// jsPDF, pdf-lib and the fonts stay out of the app's bundles until someone opens the generator.
const loadPdfModule = () => import('./pdf/download-invoice-pdf');

const SETTINGS_SAVED = 'Paramètres de facture enregistrés avec succès !';
const GENERATION_FAILED = 'Impossible de générer le PDF. Veuillez réessayer.';
const ISSUE_FAILED = "Impossible d'émettre la facture. Veuillez réessayer.";
const issued = (number: string): Banner => ({ severity: 'success', text: `Facture ${number} émise et téléchargée.` });
const issuedNotDownloaded = (number: string): Banner => ({
  severity: 'warning',
  text: `Facture ${number} émise, mais son PDF n'a pas pu être généré : téléchargez-la depuis l'écran Factures.`,
});

const sameSettings = (a: InvoiceSettingsValues, b: InvoiceSettingsValues) => JSON.stringify(settingsInput(a)) === JSON.stringify(settingsInput(b));

/**
 * The invoice generator (docs/product.md §2): stored company settings in; out, an issued invoice
 * (stored, numbered by the server, downloaded with its Factur-X XML), or a draft PDF when no
 * client is named.
 */
export default function InvoiceGeneratorDialog({ open, onClose, today, onIssued }: InvoiceGeneratorDialogProps) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const query = useQuery(InvoiceSettingsDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const next = useQuery(NextInvoiceNumberDocument, { skip: !open, fetchPolicy: 'cache-and-network' });
  const [updateSettings] = useMutation(UpdateInvoiceSettingsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: InvoiceSettingsDocument, data: { invoiceSettings: data.updateInvoiceSettings } });
    },
  });
  // The Factures screen's list and the next number change with every invoice.
  const [issueInvoice] = useMutation(IssueInvoiceDocument, { refetchQueries: ['Invoices', 'NextInvoiceNumber'] });
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner | null>(null);
  const [generating, setGenerating] = useState(false);
  const [generateError, setGenerateError] = useState<string | null>(null);
  const [issuedBanner, setIssuedBanner] = useState<Banner | null>(null);
  // Each opening, and each issued invoice, starts a blank invoice: the view is keyed by it.
  const [opening, setOpening] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setOpening(opening + 1);
      setBanner(null);
      setGenerateError(null);
      setIssuedBanner(null);
    }
  }

  useEffect(() => {
    if (open)
      void loadPdfModule()
        .then((pdf) => pdf.loadInvoiceFonts())
        .catch(() => undefined);
  }, [open]);

  const stored = query.data?.invoiceSettings;
  const suggestion = next.data?.nextInvoiceNumber.number ?? null;

  /** Saves the settings; false when the server refused them (the panel shows why). */
  const save = async (values: InvoiceSettingsValues): Promise<boolean> => {
    setSaving(true);
    setBanner(null);
    try {
      await updateSettings({ variables: { input: settingsInput(values) } });
      setBanner({ severity: 'success', text: SETTINGS_SAVED });
      return true;
    } catch (error) {
      setBanner({ severity: 'error', text: `Erreur sauvegarde: ${errorMessage(error, 'erreur inconnue')}` });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const downloadDraft = async ({ settings, invoice }: InvoiceGeneration) => {
    try {
      await (await loadPdfModule()).downloadDraftInvoice(draftDocument(invoice, settings, suggestion));
    } catch {
      setGenerateError(GENERATION_FAILED);
    }
  };

  const issue = async ({ settings, invoice }: InvoiceGeneration) => {
    const input = issueInput(invoice, settings, suggestion);
    const problem = issueProblem(input, settings);
    if (problem) return setGenerateError(problem);
    // The invoice records the stored settings: what is on screen is saved first.
    if (stored && !sameSettings(settings, stored) && !(await save(settings)))
      return setGenerateError("Les paramètres de facture n'ont pas pu être enregistrés : la facture n'a pas été émise.");
    let invoiceIssued: InvoiceFieldsFragment;
    try {
      const { data } = await issueInvoice({ variables: { input } });
      if (!data) throw new Error(ISSUE_FAILED);
      invoiceIssued = data.issueInvoice;
    } catch (error) {
      return setGenerateError(errorMessage(error, ISSUE_FAILED));
    }
    onIssued?.(invoiceIssued);
    try {
      await (await loadPdfModule()).downloadIssuedInvoice(toInvoiceDocument(invoiceIssued));
      setIssuedBanner(issued(invoiceIssued.number));
    } catch {
      setIssuedBanner(issuedNotDownloaded(invoiceIssued.number));
    }
    // A blank invoice for the next one; the refetched next number fills its field.
    setOpening((count) => count + 1);
  };

  const generate = async (generation: InvoiceGeneration) => {
    setGenerating(true);
    setGenerateError(null);
    setIssuedBanner(null);
    try {
      await (generationMode(generation.invoice) === 'issue' ? issue(generation) : downloadDraft(generation));
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
      settingsLoading={query.loading && !stored}
      settingsLoadError={query.error ? `Impossible de charger les paramètres: ${errorMessage(query.error, 'erreur inconnue')}` : null}
      settingsSaving={saving}
      settingsBanner={banner}
      onSaveSettings={(values) => void save(values)}
      numberSuggestion={suggestion}
      generating={generating}
      generateError={generateError}
      issuedBanner={issuedBanner}
      onGenerate={(generation) => void generate(generation)}
    />
  );
}
