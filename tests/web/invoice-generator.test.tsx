import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import {
  invoiceDraftMessages,
  invoiceMessages,
  issueRequirementLabels as labels,
  type InvoiceDocument,
} from '@pilotage/domain';
import {
  InvoiceSettingsDocument,
  IssueInvoiceDocument,
  NextInvoiceNumberDocument,
  UpdateInvoiceSettingsDocument,
  type IssueInvoiceInput,
} from '../../web/src/graphql/generated/graphql';
import InvoiceGeneratorDialog from '../../web/src/screens/invoices/generator/InvoiceGeneratorDialog';
import {
  EMPTY_INVOICE_SETTINGS,
  type InvoiceSettingsValues,
} from '../../web/src/screens/invoices/generator/invoice-draft';
import { typedNumber } from '../../web/src/screens/invoices/generator/invoice-issue';
import { issueErrorField } from '../../web/src/screens/invoices/generator/invoice-issue-errors';
import {
  generationMode,
  issueRequirements,
  numberOffer,
} from '../../web/src/screens/invoices/generator/invoice-readiness';
import { downloadDraftInvoice, downloadIssuedInvoice } from '../../web/src/screens/invoices/pdf/download-invoice-pdf';
import {
  companyNameOnly,
  firstTryInvoice,
  invoiceSettings,
  issuedInvoiceOf,
  liableSettings,
  readyInvoice,
} from '../../stories/screens/invoices/generator/invoice-fixtures';
import meta, * as stories from '../../stories/screens/invoices/generator/InvoiceGeneratorView.stories';
import { dayGroup, dayInput, daySection, setDay } from './day-field';
import { renderStory } from './render-story';

// jsPDF, pdf-lib and the fonts are the browser tests' business (tests/e2e): here, what is downloaded.
jest.mock('../../web/src/screens/invoices/pdf/download-invoice-pdf', () => ({
  loadInvoiceFonts: jest.fn(() => Promise.resolve({ regular: '', bold: '' })),
  downloadIssuedInvoice: jest.fn((doc: InvoiceDocument) => Promise.resolve(`facture_${doc.number}.pdf`)),
  downloadDraftInvoice: jest.fn((doc: InvoiceDocument) =>
    Promise.resolve(
      jest
        .requireActual<typeof import('../../domain/src/invoice-pdf/invoice-file-name')>(
          '../../domain/src/invoice-pdf/invoice-file-name',
        )
        .invoiceFileName(doc.number, doc.client.name),
    ),
  ),
}));

// jsdom lays nothing out: record where the dialog takes the user instead.
const scrolledIntoView = jest.fn();
const scrolledTo = jest.fn();
beforeAll(() => {
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolledIntoView(this);
  };
  Element.prototype.scrollTo = function (this: Element, options?: ScrollToOptions | number) {
    scrolledTo(this, options);
  } as Element['scrollTo'];
});
beforeEach(() => (scrolledIntoView.mockClear(), scrolledTo.mockClear()));

// The dialog answers through a mocked server and a mocked download: give a busy machine time.
configure({ asyncUtilTimeout: 5000 });
const user = userEvent.setup();
const dialog = () => screen.getByRole('dialog', { name: 'Générateur de facture' });
const line = (position: number) => within(dialog()).getByRole('group', { name: `Ligne ${position}` });
/** The amount shown after a label of the totals block. */
const total = (label: string | RegExp) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/[\u202f\u00a0]/g, ' ');
/** The note at the top of the dialog: « Ce PDF sera un brouillon » or « Prête à émettre ». */
const draftNotice = () => screen.getByRole('note', { name: invoiceDraftMessages.draftTitle });
const readyNotice = () => screen.getByRole('note', { name: invoiceDraftMessages.readyTitle });
/** « Pour émettre la facture : … » as the notice reads it. */
const missingText = () =>
  within(draftNotice()).getByText(
    (_, element) => element?.tagName === 'P' && element.textContent!.startsWith(invoiceDraftMessages.missingPrefix),
  ).textContent;

async function retype(field: HTMLElement, text: string) {
  await user.clear(field);
  // One paste rather than a keystroke per character: the same change, much faster in jsdom.
  if (text) await user.paste(text);
}

/** Picks an option of a MUI select by the select's label. */
async function choose(container: HTMLElement, label: string, option: string) {
  await user.click(within(container).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('invoice generator view', () => {
  it('starts an empty invoice dated today, with one line, zero totals and the draft hint', () => {
    renderStory(meta, stories.Empty);
    expect(dayInput("Date d'émission", dialog())).toHaveValue('05/03/2026');
    expect(within(dialog()).getAllByRole('group', { name: /^Ligne / })).toHaveLength(1);
    expect(total('Sous-total')).toBe('0,00 €');
    expect(total('Total')).toBe('0,00 €');
    expect(within(dialog()).getByRole('combobox', { name: "Nature de l'opération" })).toHaveTextContent('Services');
    expect(missingText()).toBe(
      invoiceDraftMessages.missing([
        labels.clientName,
        labels.clientAddress,
        labels.lineDescription(1),
        labels.companyName,
        labels.companyAddress1,
        labels.siret,
      ]),
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  });

  it('computes line totals and the total in exact cents as lines are typed, added and removed', async () => {
    renderStory(meta, stories.Empty);
    await retype(within(line(1)).getByLabelText('Description'), 'Cartes de visite');
    await retype(within(line(1)).getByLabelText('Quantité'), '3');
    await retype(within(line(1)).getByLabelText('Prix unitaire'), '0.10');
    expect(within(line(1)).getByText('0,30 €')).toBeInTheDocument();
    expect(total('Total')).toBe('0,30 €');

    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    await retype(within(line(2)).getByLabelText('Prix unitaire'), '1234.5');
    expect(total('Sous-total')).toBe('1 234,80 €');
    expect(total('Total')).toBe('1 234,80 €');

    await user.click(screen.getByRole('button', { name: 'Supprimer la ligne 1' }));
    expect(within(dialog()).getAllByRole('group', { name: /^Ligne / })).toHaveLength(1);
    expect(total('Total')).toBe('1 234,50 €');
    expect(screen.getByRole('button', { name: 'Supprimer la ligne 1' })).toBeDisabled();
  });

  it('turns a non-numeric or negative quantity into 0 when left, and refuses a price that is not an amount', async () => {
    renderStory(meta, stories.Empty);
    const quantity = within(line(1)).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '-2');
    await user.tab();
    expect(quantity).toHaveValue(0);
    const price = within(line(1)).getByLabelText('Prix unitaire');
    await user.type(price, 'abc');
    await user.tab();
    expect(price).toHaveAccessibleDescription('Le montant doit être un nombre.');
    expect(total('Total')).toBe('0,00 €');
    await user.clear(price);
    await user.type(price, '1 234,5');
    await user.tab();
    expect(price).toHaveValue('1\u202f234,50');
    expect(total('Total')).toBe('0,00 €');
    expect(quantity).toHaveAttribute('min', '0');
  });

  it('has no VAT under the franchise: no rate per line, the 293 B mention under the total', () => {
    renderStory(meta, stories.Franchise);
    expect(within(line(1)).queryByRole('combobox', { name: 'TVA' })).not.toBeInTheDocument();
    expect(total('Sous-total')).toBe('1 440,30 €');
    expect(total('Total')).toBe('1 440,30 €');
    expect(screen.getByText('TVA non applicable, art. 293 B du CGI')).toBeInTheDocument();
    expect(screen.queryByText('Total HT')).not.toBeInTheDocument();
  });

  it('shows HT, the VAT of each rate on its base and TTC when liable, following the rate chosen per line', async () => {
    renderStory(meta, stories.LiableSeveralRates);
    expect(within(line(1)).getByRole('combobox', { name: 'TVA' })).toHaveTextContent('20 %');
    expect(within(line(2)).getByRole('combobox', { name: 'TVA' })).toHaveTextContent('5,5 %');
    // 1 200 + 12 × 18,90 + 350 HT.
    expect(total('Total HT')).toBe('1 776,80 €');
    expect(total('TVA 20 % sur 1 200,00 €')).toBe('240,00 €');
    expect(total('TVA 10 % sur 350,00 €')).toBe('35,00 €');
    expect(total('TVA 5,5 % sur 226,80 €')).toBe('12,47 €');
    expect(total('Total TTC')).toBe('2 064,27 €');
    expect(screen.queryByText('TVA non applicable, art. 293 B du CGI')).not.toBeInTheDocument();

    await choose(line(3), 'TVA', '20 %');
    expect(screen.queryByText(/^TVA 10 %/)).not.toBeInTheDocument();
    expect(total('TVA 20 % sur 1 550,00 €')).toBe('310,00 €');
    expect(total('Total TTC')).toBe('2 099,27 €');
    // A line added by a liable seller starts at 20 %.
    await user.click(screen.getByRole('button', { name: 'Ajouter une ligne' }));
    expect(within(line(4)).getByRole('combobox', { name: 'TVA' })).toHaveTextContent('20 %');
  });

  it('lets the due date follow the issue date and the payment terms until it is edited', async () => {
    renderStory(meta, stories.Empty);
    const issue = dayInput("Date d'émission", dialog());
    const due = dayInput('Échéance', dialog());
    expect(due).toHaveValue('04/04/2026');
    expect(screen.getByText("Date d'émission + 30 jours (délai de paiement).")).toBeInTheDocument();
    setDay(issue, '2026-01-31');
    expect(due).toHaveValue('02/03/2026');
    setDay(due, '2026-02-15');
    expect(screen.getByText('Modifiée à la main.')).toBeInTheDocument();
    setDay(issue, '2026-01-10');
    expect(due).toHaveValue('15/02/2026');
  });

  it('follows the payment terms of the settings', () => {
    renderStory(meta, stories.Empty, { settings: { ...EMPTY_INVOICE_SETTINGS, paymentTermsDays: 45 } });
    expect(dayInput('Échéance', dialog())).toHaveValue('19/04/2026');
  });

  it('shows the number the server will give, until one is typed by hand', async () => {
    renderStory(meta, stories.Empty);
    const number = within(dialog()).getByLabelText('N° de facture');
    expect(number).toHaveValue('F-2026-0003');
    expect(screen.getByText("Numéro attribué à l'émission : F-2026-0003")).toBeInTheDocument();
    await retype(number, 'F-2026-0100');
    expect(screen.getByText(invoiceDraftMessages.numberNotNext('F-2026-0003'))).toBeInTheDocument();
    await user.clear(number);
    expect(number).toHaveValue('');
    expect(screen.getByText("Numéro attribué à l'émission : F-2026-0003")).toBeInTheDocument();
  });

  it('hands the invoice and the current settings over, and cancels', async () => {
    const onGenerate = jest.fn();
    const onClose = jest.fn();
    renderStory(meta, stories.Filled, { onGenerate, onClose });
    expect(readyNotice()).toHaveTextContent(invoiceDraftMessages.ready('F-2026-0003'));
    expect(screen.queryByRole('note', { name: invoiceDraftMessages.draftTitle })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Générer PDF' }));
    expect(onGenerate).toHaveBeenCalledWith({
      settings: invoiceSettings,
      invoice: expect.objectContaining({
        clientName: 'Boulangerie Lefèvre',
        number: null,
        operationCategory: 'Services',
      }),
    });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('folds the settings and saves what was typed', async () => {
    const onSaveSettings = jest.fn();
    renderStory(meta, stories.Empty, { onSaveSettings });
    const summary = screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ });
    expect(summary).toHaveAttribute('aria-expanded', 'false');
    await user.click(summary);
    for (const label of [
      "Nom de l'entreprise",
      'Adresse (ligne 1)',
      'Adresse (ligne 2)',
      'Email',
      'Téléphone',
      'Titulaire du compte',
      'Banque',
      'IBAN',
      'BIC',
      'Notes par défaut',
    ]) {
      expect(within(dialog()).getByLabelText(label)).toBeInTheDocument();
    }
    await retype(screen.getByLabelText("Nom de l'entreprise"), 'Atelier Martin');
    await retype(screen.getByLabelText('IBAN'), 'FR76');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(onSaveSettings).toHaveBeenCalledWith({
      ...EMPTY_INVOICE_SETTINGS,
      companyName: 'Atelier Martin',
      iban: 'FR76',
    });
  });

  it('shows the save, load and issue outcomes', () => {
    const { unmount } = renderStory(meta, stories.SaveError);
    expect(screen.getByRole('alert')).toHaveTextContent('Erreur sauvegarde: Le champ iban est trop long.');
    unmount();
    renderStory(meta, stories.SettingsSaved);
    expect(screen.getByText('Paramètres de facture enregistrés avec succès !')).toBeInTheDocument();
    renderStory(meta, stories.SettingsLoadError);
    expect(screen.getByText('Impossible de charger les paramètres: Erreur HTTP: 500')).toBeInTheDocument();
    renderStory(meta, stories.Issued);
    expect(screen.getByRole('status')).toHaveTextContent('Facture F-2026-0003 émise et téléchargée.');
  });

  it('lists at the top, above the settings, what issuing needs, and offers the next number', async () => {
    renderStory(meta, stories.MissingMentions);
    expect(missingText()).toBe(
      invoiceDraftMessages.missing([
        labels.nextNumber('F-2026-0003'),
        labels.clientAddress,
        labels.lineDescription(1),
        labels.companyAddress1,
        labels.siret,
      ]),
    );
    expect(draftNotice()).toHaveTextContent(invoiceDraftMessages.draftExplained);
    const settings = screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ });
    expect(draftNotice().compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText(invoiceDraftMessages.numberNotNext('F-2026-0003'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: invoiceDraftMessages.takeNumber('F-2026-0003') }));
    expect(screen.getByLabelText('N° de facture')).toHaveValue('F-2026-0003');
    expect(missingText()).toBe(
      invoiceDraftMessages.missing([
        labels.clientAddress,
        labels.lineDescription(1),
        labels.companyAddress1,
        labels.siret,
      ]),
    );
    expect(screen.queryByRole('button', { name: /Prendre le numéro/ })).not.toBeInTheDocument();
  });

  it('takes the user to the input of a missing mention, unfolding the settings for a company one', async () => {
    renderStory(meta, stories.MissingMentions);
    await user.click(within(draftNotice()).getByRole('button', { name: labels.siret }));
    expect(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await waitFor(() => expect(screen.getByLabelText('SIRET')).toHaveFocus());
    await user.click(within(draftNotice()).getByRole('button', { name: labels.clientAddress }));
    await waitFor(() => expect(screen.getByLabelText('Adresse du client')).toHaveFocus());
    expect(scrolledIntoView).toHaveBeenCalledWith(screen.getByLabelText('Adresse du client'));
  });

  it('says an invoice with every mention will be issued under the number it gets', async () => {
    renderStory(meta, stories.NumberOffer);
    expect(missingText()).toBe(invoiceDraftMessages.missing([labels.nextNumber('F-2026-0003')]));
    await user.click(screen.getByRole('button', { name: invoiceDraftMessages.takeNumber('F-2026-0003') }));
    expect(readyNotice()).toHaveTextContent(invoiceDraftMessages.ready('F-2026-0003'));
  });

  it("shows the server's refusals next to their inputs, the first one in view, until they are edited", async () => {
    // The refusals arrive once the dialog is open, as after « Générer PDF ».
    const view = render(<meta.component {...meta.args} {...stories.Filled.args} />);
    view.rerender(<meta.component {...meta.args} {...stories.RefusedFields.args} />);
    const issueDate = dayInput("Date d'émission", dialog());
    expect(dayGroup("Date d'émission", dialog())).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(invoiceMessages.issueDateBeforeLast('F-2026-0002', '2026-03-06'))).toBeInTheDocument();
    const quantity = within(line(2)).getByLabelText('Quantité');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(`Ligne 2 : ${invoiceMessages.quantityInvalid}`)).toBeInTheDocument();
    expect(daySection(dialog(), "Date d'émission")).toHaveFocus();
    expect(scrolledIntoView).toHaveBeenCalledWith(daySection(dialog(), "Date d'émission"));
    setDay(issueDate, '2026-03-06');
    expect(dayGroup("Date d'émission", dialog())).toHaveAttribute('aria-invalid', 'false');
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
  });

  it('follows settings that arrive after opening', () => {
    const view = renderStory(meta, stories.SettingsLoading);
    expect(screen.getByLabelText("Nom de l'entreprise")).toBeDisabled();
    view.rerender(<meta.component {...meta.args} initialSettingsOpen settings={invoiceSettings} />);
    expect(screen.getByLabelText("Nom de l'entreprise")).toHaveValue('Atelier Éloïse Martin');
  });
});

describe('draft or issue', () => {
  const today = '2026-03-05';
  const texts = (...args: Parameters<typeof issueRequirements>) => issueRequirements(...args).map((item) => item.text);

  it('issues once every mention is there and the number is left to the series', () => {
    expect(issueRequirements(readyInvoice, invoiceSettings, 'F-2026-0003', today)).toEqual([]);
    expect(generationMode([])).toBe('issue');
    // The next number typed by hand, or no number at all, is the series' next one too.
    expect(
      issueRequirements({ ...readyInvoice, number: ' F-2026-0003 ' }, invoiceSettings, 'F-2026-0003', today),
    ).toEqual([]);
    expect(issueRequirements({ ...readyInvoice, number: '' }, invoiceSettings, 'F-2026-0003', today)).toEqual([]);
    // While the next number is unknown, the server decides.
    expect(issueRequirements({ ...readyInvoice, number: 'F-2026-0100' }, invoiceSettings, null, today)).toEqual([]);
  });

  it("lists what the user's first try lacks, in the order of the form, each with its input", () => {
    const found = issueRequirements(firstTryInvoice, companyNameOnly, 'F-2026-0001', today);
    expect(found).toEqual([
      { field: 'invoiceNumber', text: labels.nextNumber('F-2026-0001') },
      { field: 'clientAddress', text: labels.clientAddress },
      { field: 'lines.0.description', text: labels.lineDescription(1) },
      { field: 'companyAddress1', text: labels.companyAddress1 },
      { field: 'siret', text: labels.siret },
    ]);
    expect(generationMode(found)).toBe('draft');
    expect(invoiceDraftMessages.missing(found.map((item) => item.text))).toBe(
      "Pour émettre la facture : le numéro F-2026-0001 (prochain de la série), adresse du client, description de la ligne 1, adresse de l'entreprise, SIRET de l'entreprise.",
    );
  });

  it('counts invalid values and the rules of dates and amounts', () => {
    expect(
      texts({ ...readyInvoice, clientName: ' ' }, { ...invoiceSettings, siret: '73282932000075' }, null, today),
    ).toEqual([labels.clientName, labels.siretInvalid]);
    expect(texts(readyInvoice, { ...liableSettings, vatNumber: '' }, null, today)).toEqual([labels.vatNumber]);
    expect(texts({ ...readyInvoice, clientSiren: '123' }, invoiceSettings, null, today)).toEqual([labels.clientSiren]);
    expect(texts({ ...readyInvoice, issueDate: '2026-03-06' }, invoiceSettings, null, today)).toEqual([
      labels.issueDateInFuture,
    ]);
    expect(texts({ ...readyInvoice, dueDate: '2026-03-01' }, invoiceSettings, null, today)).toEqual([
      labels.dueDateBeforeIssue,
    ]);
    const lines = [
      { ...readyInvoice.lines[0], quantity: '0' },
      { ...readyInvoice.lines[1], description: ' ' },
    ];
    expect(texts({ ...readyInvoice, lines }, invoiceSettings, null, today)).toEqual([
      labels.lineQuantity(1),
      labels.lineDescription(2),
    ]);
    expect(texts({ ...readyInvoice, lines: [] }, invoiceSettings, null, today)).toEqual([labels.lines]);
    expect(texts({ ...readyInvoice, number: 'F 2026' }, invoiceSettings, null, today)).toEqual([labels.number]);
  });

  it('offers the next number only when another one is typed', () => {
    expect(numberOffer('F-2026-001', 'F-2026-0001')).toBe('F-2026-0001');
    expect(numberOffer(null, 'F-2026-0001')).toBeNull();
    expect(numberOffer('', 'F-2026-0001')).toBeNull();
    expect(numberOffer('F-2026-0001', 'F-2026-0001')).toBeNull();
    expect(numberOffer('F-2026-001', null)).toBeNull();
  });

  it('lets the server number the invoice unless another number is typed', () => {
    expect(typedNumber(null, 'F-2026-0003')).toBeNull();
    expect(typedNumber('', 'F-2026-0003')).toBeNull();
    expect(typedNumber(' F-2026-0003 ', 'F-2026-0003')).toBeNull();
    expect(typedNumber('F-2026-0100', 'F-2026-0003')).toBe('F-2026-0100');
    expect(typedNumber('F-2026-0100', null)).toBe('F-2026-0100');
  });

  it('finds the input a refusal of the server is about', () => {
    expect(issueErrorField(invoiceMessages.numberOutOfSeries('F-2026-0012'))).toBe('invoiceNumber');
    expect(issueErrorField('Le prochain numéro de la série est F-2026-0012.')).toBe('invoiceNumber');
    expect(issueErrorField(invoiceMessages.clientAddressRequired)).toBe('clientAddress');
    expect(issueErrorField(invoiceMessages.clientVatNumberInvalid)).toBe('clientVatNumber');
    expect(issueErrorField(invoiceMessages.issueDateBeforeLast('F-2026-0004', '2026-11-12'))).toBe('issueDate');
    expect(issueErrorField(`Ligne 3 : ${invoiceMessages.unitPriceInvalid}`)).toBe('lines.2.unitPrice');
    expect(issueErrorField(`Ligne 1 : ${invoiceMessages.vatRateUnderFranchise}`)).toBe('lines.0.vatRate');
    expect(issueErrorField(invoiceMessages.sellerIncomplete)).toBe('companyName');
    expect(issueErrorField(invoiceMessages.totalTooLarge)).toBeNull();
    expect(issueErrorField('Erreur HTTP: 500')).toBeNull();
  });
});

describe('invoice generator dialog', () => {
  const stored = (settings: InvoiceSettingsValues) => ({ __typename: 'InvoiceSettings', ...settings });
  const loads = (settings: InvoiceSettingsValues = invoiceSettings): MockLink.MockedResponse => ({
    request: { query: InvoiceSettingsDocument },
    result: { data: { invoiceSettings: stored(settings) } },
    maxUsageCount: Infinity,
  });
  /** F-2026-0003, then the next one for every question after an invoice is issued. */
  const numbering = () => {
    let issued = 0;
    const mock: MockLink.MockedResponse = {
      request: { query: NextInvoiceNumberDocument },
      result: () => ({
        data: { nextInvoiceNumber: { __typename: 'NextInvoiceNumber', number: `F-2026-000${3 + issued}` } },
      }),
      maxUsageCount: Infinity,
    };
    return { mock, issue: () => (issued += 1) };
  };
  type Answer = { data: Record<string, unknown> } | { errors: GraphQLError[] };
  const issues = (sent: jest.Mock, answer?: (input: IssueInvoiceInput) => Answer): MockLink.MockedResponse => ({
    request: { query: IssueInvoiceDocument, variables: () => true },
    result: (variables) => {
      sent(variables.input);
      return answer
        ? answer(variables.input)
        : {
            data: {
              issueInvoice: issuedInvoiceOf(variables.input, invoiceSettings, variables.input.number ?? 'F-2026-0003'),
            },
          };
    },
    maxUsageCount: Infinity,
  });
  const open = (mocks: MockLink.MockedResponse[], onIssued?: jest.Mock) =>
    render(
      <MockedProvider mocks={mocks}>
        <InvoiceGeneratorDialog open onClose={() => undefined} today="2026-03-05" onIssued={onIssued} />
      </MockedProvider>,
    );
  const generate = () => user.click(screen.getByRole('button', { name: 'Générer PDF' }));

  async function fillInvoice() {
    await screen.findByDisplayValue('F-2026-0003');
    await retype(screen.getByLabelText('Nom du client'), 'Boulangerie Lefèvre');
    await retype(screen.getByLabelText('Adresse du client'), '8 place de la Mairie, 21000 Dijon');
    await retype(screen.getByLabelText('SIREN du client'), '732 829 320');
    await retype(within(line(1)).getByLabelText('Description'), 'Création du site vitrine');
    await retype(within(line(1)).getByLabelText('Prix unitaire'), '1200');
  }

  beforeEach(() => jest.mocked(downloadIssuedInvoice).mockClear() && jest.mocked(downloadDraftInvoice).mockClear());

  it('loads the stored settings and saves only their fields, then confirms', async () => {
    const sent = jest.fn();
    const saves: MockLink.MockedResponse = {
      request: { query: UpdateInvoiceSettingsDocument, variables: () => true },
      result: (variables) => {
        sent(variables);
        return { data: { updateInvoiceSettings: { ...stored(invoiceSettings), ...variables.input } } };
      },
    };
    open([loads(), numbering().mock, saves]);
    await user.click(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }));
    await waitFor(() => expect(screen.getByLabelText("Nom de l'entreprise")).toHaveValue('Atelier Éloïse Martin'));
    await retype(screen.getByLabelText('BIC'), 'CEPAFRPP');
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    await screen.findByText('Paramètres de facture enregistrés avec succès !');
    expect(sent).toHaveBeenCalledWith({ input: { ...invoiceSettings, bic: 'CEPAFRPP' } });
    expect(screen.getByLabelText('BIC')).toHaveValue('CEPAFRPP');
  });

  it('reports load and save failures with the server message', async () => {
    const refused = (
      query: typeof InvoiceSettingsDocument | typeof UpdateInvoiceSettingsDocument,
      message: string,
    ): MockLink.MockedResponse => ({
      request: { query, variables: () => true },
      result: { errors: [new GraphQLError(message)] },
    });
    open([
      refused(InvoiceSettingsDocument, 'Accès refusé.'),
      numbering().mock,
      refused(UpdateInvoiceSettingsDocument, 'Le champ iban est trop long.'),
    ]);
    await screen.findByText('Impossible de charger les paramètres: Accès refusé.');
    await user.click(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer les paramètres' }));
    expect(
      (await screen.findByText('Erreur sauvegarde: Le champ iban est trop long.')).closest('[role="alert"]'),
    ).not.toBeNull();
  });

  it('issues the invoice with the number left to the server, downloads it and starts the next one', async () => {
    const sent = jest.fn();
    const onIssued = jest.fn();
    const next = numbering();
    open(
      [
        loads(),
        next.mock,
        issues(
          sent,
          (input) => (next.issue(), { data: { issueInvoice: issuedInvoiceOf(input, invoiceSettings, 'F-2026-0003') } }),
        ),
      ],
      onIssued,
    );
    await fillInvoice();
    await generate();
    await screen.findByText('Facture F-2026-0003 émise et téléchargée.');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toEqual({
      number: null,
      clientName: 'Boulangerie Lefèvre',
      clientAddress: '8 place de la Mairie, 21000 Dijon',
      clientSiren: '732829320',
      clientVatNumber: null,
      clientEmail: null,
      issueDate: '2026-03-05',
      serviceDate: null,
      dueDate: '2026-04-04',
      operationCategory: 'Services',
      lines: [{ description: 'Création du site vitrine', quantity: 1, unitPrice: 1200, vatRate: null }],
      notes: '',
    });
    expect(onIssued).toHaveBeenCalledWith(expect.objectContaining({ number: 'F-2026-0003' }));
    expect(downloadIssuedInvoice).toHaveBeenCalledTimes(1);
    const doc = jest.mocked(downloadIssuedInvoice).mock.calls[0][0];
    expect(doc).toMatchObject({
      kind: 'invoice',
      number: 'F-2026-0003',
      totalCents: 120000,
      client: { siren: '732829320' },
    });
    expect(doc.seller.siret).toBe('73282932000074');
    expect(downloadDraftInvoice).not.toHaveBeenCalled();
    // A blank invoice, under the next number the server now gives.
    expect(screen.getByLabelText('Nom du client')).toHaveValue('');
    await waitFor(() => expect(screen.getByLabelText('N° de facture')).toHaveValue('F-2026-0004'));
  });

  it('shows a refusal of the number next to its field, downloads nothing and asks the series again', async () => {
    const sent = jest.fn();
    const next = numbering();
    open([
      loads(),
      next.mock,
      issues(
        sent,
        () => (next.issue(), { errors: [new GraphQLError('Le prochain numéro de la série est F-2026-0004.')] }),
      ),
    ]);
    await fillInvoice();
    await generate();
    const number = screen.getByLabelText('N° de facture');
    await waitFor(() => expect(number).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('Le prochain numéro de la série est F-2026-0004.')).toBeInTheDocument();
    expect(sent.mock.calls[0][0]).toMatchObject({ number: null });
    expect(downloadIssuedInvoice).not.toHaveBeenCalled();
    expect(downloadDraftInvoice).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nom du client')).toHaveValue('Boulangerie Lefèvre');
    await waitFor(() => expect(number).toHaveFocus());
    // The number shown follows the series again.
    await waitFor(() => expect(number).toHaveValue('F-2026-0004'));
  });

  it('shows a refused line next to its field', async () => {
    open([
      loads(),
      numbering().mock,
      issues(jest.fn(), () => ({ errors: [new GraphQLError(`Ligne 1 : ${invoiceMessages.totalTooLarge}`)] })),
    ]);
    await fillInvoice();
    await generate();
    await waitFor(() => expect(within(line(1)).getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(`Ligne 1 : ${invoiceMessages.totalTooLarge}`)).toBeInTheDocument();
  });

  it("downloads the user's first try as a draft named as typed, sends nothing, and says at the top what issuing needs", async () => {
    const sent = jest.fn();
    const onIssued = jest.fn();
    open([loads(companyNameOnly), numbering().mock, issues(sent)], onIssued);
    await screen.findByDisplayValue('F-2026-0003');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ })).toHaveTextContent(
        'Atelier Éloïse Martin',
      ),
    );
    await retype(screen.getByLabelText('Nom du client'), 'Client Test');
    await retype(screen.getByLabelText('N° de facture'), 'F-2026-001');
    await retype(within(line(1)).getByLabelText('Quantité'), '2');
    await retype(within(line(1)).getByLabelText('Prix unitaire'), '150');
    await generate();
    await waitFor(() => expect(downloadDraftInvoice).toHaveBeenCalledTimes(1));
    expect(jest.mocked(downloadDraftInvoice).mock.calls[0][0]).toMatchObject({
      number: 'F-2026-001',
      client: { name: 'Client Test' },
      seller: { companyName: 'Atelier Éloïse Martin' },
      lines: [{ quantityThousandths: 2000, unitPriceCents: 15000, totalCents: 30000 }],
      totalCents: 30000,
    });
    const outcome = await screen.findByRole('status');
    expect(outcome).toHaveTextContent(invoiceDraftMessages.draftDownloaded('facture_F-2026-001_Client Test.pdf'));
    expect(missingText()).toBe(
      invoiceDraftMessages.missing([
        labels.nextNumber('F-2026-0003'),
        labels.clientAddress,
        labels.lineDescription(1),
        labels.companyAddress1,
        labels.siret,
      ]),
    );
    // Both above the form, and the dialog back at its top to show them.
    const settings = screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ });
    for (const notice of [outcome, draftNotice()])
      expect(notice.compareDocumentPosition(settings) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(scrolledTo).toHaveBeenCalledWith(expect.any(HTMLElement), expect.objectContaining({ top: 0 }));
    expect(sent).not.toHaveBeenCalled();
    expect(onIssued).not.toHaveBeenCalled();
    expect(downloadIssuedInvoice).not.toHaveBeenCalled();
    // The invoice stays, to be completed.
    expect(screen.getByLabelText('Nom du client')).toHaveValue('Client Test');
  });

  it('issues under the next number once the offered number is taken and every mention is there', async () => {
    const sent = jest.fn();
    open([loads(), numbering().mock, issues(sent)]);
    await fillInvoice();
    await retype(screen.getByLabelText('N° de facture'), 'F-2026-001');
    expect(missingText()).toBe(invoiceDraftMessages.missing([labels.nextNumber('F-2026-0003')]));
    await user.click(screen.getByRole('button', { name: invoiceDraftMessages.takeNumber('F-2026-0003') }));
    expect(readyNotice()).toBeInTheDocument();
    await generate();
    await screen.findByText('Facture F-2026-0003 émise et téléchargée.');
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent.mock.calls[0][0]).toMatchObject({ number: null, clientName: 'Boulangerie Lefèvre' });
    expect(downloadDraftInvoice).not.toHaveBeenCalled();
  });

  it('prints a draft, sending nothing, when the seller cannot issue yet', async () => {
    const sent = jest.fn();
    open([loads({ ...invoiceSettings, siret: '73282932000075' }), numbering().mock, issues(sent)]);
    await fillInvoice();
    expect(missingText()).toBe(invoiceDraftMessages.missing([labels.siretInvalid]));
    await generate();
    await waitFor(() => expect(downloadDraftInvoice).toHaveBeenCalledTimes(1));
    expect(jest.mocked(downloadDraftInvoice).mock.calls[0][0]).toMatchObject({
      number: '',
      client: { name: 'Boulangerie Lefèvre' },
    });
    expect(sent).not.toHaveBeenCalled();
    expect(downloadIssuedInvoice).not.toHaveBeenCalled();
  });

  it('saves settings edited on screen before issuing, so the invoice records them', async () => {
    const order: string[] = [];
    const saves: MockLink.MockedResponse = {
      request: { query: UpdateInvoiceSettingsDocument, variables: () => true },
      result: (variables) => (
        order.push('save'),
        { data: { updateInvoiceSettings: { ...stored(liableSettings), ...variables.input } } }
      ),
    };
    open([loads(liableSettings), numbering().mock, saves, issues(jest.fn(() => order.push('issue')))]);
    await fillInvoice();
    await user.click(screen.getByRole('button', { name: /Paramètres de l'entreprise et du paiement/ }));
    await retype(screen.getByLabelText('BIC'), 'CEPAFRPP');
    await choose(line(1), 'TVA', '10 %');
    await generate();
    await waitFor(() => expect(order).toEqual(['save', 'issue']), { timeout: 5000 });
    await screen.findByText('Facture F-2026-0003 émise et téléchargée.');
  });

  it('prints a draft without a client name: nothing sent, no number', async () => {
    const sent = jest.fn();
    open([loads(), numbering().mock, issues(sent)]);
    await screen.findByDisplayValue('F-2026-0003');
    expect(missingText()).toContain(labels.clientName);
    await generate();
    await waitFor(() => expect(downloadDraftInvoice).toHaveBeenCalledTimes(1));
    expect(jest.mocked(downloadDraftInvoice).mock.calls[0][0]).toMatchObject({
      number: '',
      client: { name: '' },
      seller: { companyName: 'Atelier Éloïse Martin' },
    });
    expect(sent).not.toHaveBeenCalled();
    expect(downloadIssuedInvoice).not.toHaveBeenCalled();
  });
});
