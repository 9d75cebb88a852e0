import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { MemoryRouter } from 'react-router';
import { SessionProvider } from '../../web/src/app/session/SessionProvider';
import {
  type InvoiceFieldsFragment,
  InvoiceDocument,
  InvoicesDocument,
  IssueCreditNoteDocument,
  RecordInvoicePaymentDocument,
} from '../../web/src/graphql/generated/graphql';
import { AUTH_TOKEN_KEY } from '../../web/src/lib/auth-token';
import { downloadIssuedInvoice } from '../../web/src/screens/invoices/pdf/download-invoice-pdf';
import { InvoicesScreen } from '../../web/src/screens/invoices/InvoicesScreen';
import { dayInput } from './day-field';
import { signedInMock } from './signed-in-mock';
import { mockGraphqlFetch } from './graphql-fetch-mock';

// The PDF itself is built and checked in the browser tests; here, what the screen hands it.
jest.mock('../../web/src/screens/invoices/pdf/download-invoice-pdf', () => ({
  downloadIssuedInvoice: jest.fn().mockResolvedValue('facture.pdf'),
}));

const user = userEvent.setup();

const seller = {
  __typename: 'InvoiceSeller',
  companyName: 'Atelier Éloïse Martin',
  companyAddress1: '12 rue des Peupliers',
  companyAddress2: '69003 Lyon',
  companyEmail: 'eloise@atelier-martin.fr',
  companyPhone: '06 12 34 56 78',
  accountHolder: 'Éloïse Martin',
  bankName: 'Crédit Agricole',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
  defaultNotes: '',
  siret: '73282932000074',
  legalForm: 'EI',
  soleTrader: true,
  shareCapital: '',
  registration: '',
  vatNumber: 'FR44732829320',
  vatRegime: 'liable',
  paymentTermsDays: 30,
  latePenaltyRate: "trois fois le taux d'intérêt légal",
};

const invoice: InvoiceFieldsFragment & { __typename: 'Invoice' } = {
  __typename: 'Invoice',
  id: 8,
  kind: 'invoice',
  number: 'F-2026-0007',
  status: 'Émise',
  clientName: 'Boulangerie Lefèvre',
  networkState: 'not_applicable',
  networkLabel: 'Non concernée',
  networkReasons: [],
  clientAddress: '8 place de la Mairie\n21000 Dijon',
  clientSiren: null,
  clientVatNumber: null,
  clientEmail: null,
  sentAt: null,
  issueDate: '2026-03-02',
  serviceDate: null,
  dueDate: '2026-04-01',
  operationCategory: 'Services',
  lines: [
    {
      __typename: 'InvoiceLine',
      description: 'Création du site vitrine',
      quantity: 1,
      unitPrice: 1200,
      vatRate: 20,
      total: 1200,
    },
  ] as never,
  subtotal: 1200,
  vatBreakdown: [{ __typename: 'InvoiceVatAmount', rate: 20, base: 1200, vat: 240 }] as never,
  vatTotal: 240,
  total: 1440,
  notes: '',
  seller: seller as never,
  paidAt: null,
  creditedInvoiceId: null,
  creditedInvoiceNumber: null,
  creditedInvoiceIssueDate: null,
  creditReason: null,
  creditNotes: [],
  paymentTransactionId: null,
  createdAt: '2026-03-02T09:00:00.000Z',
};

const listed = (rows: (typeof invoice)[]): MockLink.MockedResponse => ({
  request: {
    query: InvoicesDocument,
    variables: { filter: { status: 'Émise', client: 'lef' }, page: { limit: 25, offset: 0 } },
  },
  result: { data: { invoices: { __typename: 'InvoicePage', total: rows.length, items: rows } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

function renderScreen(mocks: MockLink.MockedResponse[]) {
  localStorage.setItem(AUTH_TOKEN_KEY, 'jeton');
  mockGraphqlFetch([signedInMock({ businessTimeZone: 'Mars/Olympus_Mons', today: '2026-03-04' })]);
  return render(
    <MockedProvider mocks={[signedInMock({ businessTimeZone: 'Mars/Olympus_Mons', today: '2026-03-04' }), ...mocks]}>
      <SessionProvider>
        <MemoryRouter initialEntries={['/invoices?status=%C3%89mise&q=lef']}>
          <InvoicesScreen />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

afterEach(() => localStorage.clear());

/** The session, then the list: the grid's first render in jsdom takes a few seconds on a busy machine. */
const listedRow = () => screen.findByText('F-2026-0007', {}, { timeout: 10_000 });

describe('« Factures » screen', () => {
  it("lists the URL's filter, and records a payment on the business day through recordInvoicePayment", async () => {
    const paid = { ...invoice, status: 'Payée', paidAt: '2026-03-04', paymentTransactionId: 31 };
    const payment: MockLink.MockedResponse = {
      request: { query: RecordInvoicePaymentDocument, variables: { invoiceId: 8, input: { date: '2026-03-04' } } },
      result: { data: { recordInvoicePayment: paid } },
    };
    renderScreen([listed([invoice]), payment]);
    await listedRow();
    expect(screen.getByRole('searchbox', { name: 'Client' })).toHaveValue('lef');
    await user.click(screen.getByRole('button', { name: 'Enregistrer un paiement pour F-2026-0007' }));
    const dialog = screen.getByRole('dialog', { name: 'Enregistrer un paiement' });
    expect(dayInput('Date du paiement', dialog)).toHaveValue('04/03/2026');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le paiement' }));
    expect(
      await screen.findByText('Paiement enregistré : la transaction de revenu a été ajoutée.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('issues a full credit note through issueCreditNote', async () => {
    const credit: MockLink.MockedResponse = {
      request: {
        query: IssueCreditNoteDocument,
        variables: { invoiceId: 8, input: { reason: 'Erreur de facturation' } },
      },
      result: {
        data: {
          issueCreditNote: {
            ...invoice,
            id: 9,
            kind: 'credit_note',
            number: 'A-2026-0001',
            creditedInvoiceId: 8,
            creditedInvoiceNumber: 'F-2026-0007',
            creditedInvoiceIssueDate: '2026-03-02',
            creditReason: 'Erreur de facturation',
          },
        },
      },
    };
    const full: MockLink.MockedResponse = {
      request: { query: InvoiceDocument, variables: { id: 8 } },
      result: { data: { invoice } },
    };
    renderScreen([listed([invoice]), full, credit]);
    await listedRow();
    await user.click(screen.getByRole('button', { name: 'Émettre un avoir sur F-2026-0007' }));
    const dialog = screen.getByRole('dialog', { name: 'Émettre un avoir' });
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: 'Avoir partiel : choisir les quantités' })).toBeEnabled(),
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Motif' }), 'Erreur de facturation');
    await user.click(within(dialog).getByRole('button', { name: "Émettre l'avoir" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("downloads the issued invoice's PDF from its full record", async () => {
    const full: MockLink.MockedResponse = {
      request: { query: InvoiceDocument, variables: { id: 8 } },
      result: { data: { invoice } },
    };
    renderScreen([listed([invoice]), full]);
    await listedRow();
    await user.click(screen.getByRole('button', { name: 'Télécharger le PDF F-2026-0007' }));
    await waitFor(() => expect(downloadIssuedInvoice).toHaveBeenCalledTimes(1));
    const document = jest.mocked(downloadIssuedInvoice).mock.calls[0][0];
    expect(document).toMatchObject({
      kind: 'invoice',
      number: 'F-2026-0007',
      client: {
        name: 'Boulangerie Lefèvre',
        address: '8 place de la Mairie\n21000 Dijon',
        siren: null,
        vatNumber: null,
      },
      lines: [
        {
          description: 'Création du site vitrine',
          quantityThousandths: 1000,
          unitPriceCents: 120000,
          vatRate: 20,
          totalCents: 120000,
        },
      ],
      totalCents: 144000,
      credited: null,
    });
    expect(document.seller).not.toHaveProperty('__typename');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
