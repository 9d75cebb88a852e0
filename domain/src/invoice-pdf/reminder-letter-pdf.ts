import { jsPDF } from 'jspdf';
import { type InvoiceSeller, type ReminderClaim, reminderClaimLines } from '../index';
import { bankLines, filled, frenchDay, groupIdentifier, sellerLines, sellerName } from './invoice-mentions';
import { invoiceFileName } from './invoice-file-name';
import {
  ACCENT,
  BODY_SIZE,
  lineHeight,
  MARGIN,
  MUTED,
  PageCursor,
  registerFonts,
  type InvoiceFonts,
} from './page-cursor';

/** What the last reminder's letter states: who writes to whom, about which invoice, and the claim. */
export interface ReminderLetter {
  seller: InvoiceSeller;
  client: { name: string; address: string; siren: string | null };
  number: string;
  issueDate: string;
  dueDate: string;
  /** The day of the reminder. */
  day: string;
  level: number;
  claim: ReminderClaim;
}

/** relance_{number}_{client}.pdf, by the invoice file name's rules. */
export const reminderLetterFileName = (letter: { number: string; client: { name: string } }): string =>
  invoiceFileName(letter.number, letter.client.name, 'invoice').replace(/^facture_/, 'relance_');

/**
 * The reminder letter (lettre de relance) attached to the last reminder: a formal notice stating the
 * amount due, the late-payment penalties to the day and, for a business client, the 40 € recovery
 * indemnity. Everything comes from the letter's data (the PDF date is the reminder's day at noon UTC),
 * so the same letter renders to the same bytes.
 */
export function reminderLetterPdf(letter: ReminderLetter, fonts: InvoiceFonts): Uint8Array {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
  registerFonts(doc, fonts);
  doc.setProperties({ title: `Relance — Facture N° ${letter.number}`, author: letter.seller.companyName.trim() });
  doc.setCreationDate(new Date(`${letter.day}T12:00:00Z`));
  const page = new PageCursor(doc);
  const half = (page.right - MARGIN) / 2;

  page.write(sellerName(letter.seller), MARGIN, { size: 13, bold: true, color: ACCENT });
  const top = page.y;
  page.y += lineHeight(13) + 1;
  page.paragraph(sellerLines(letter.seller), MARGIN, half - 5, { color: MUTED });
  const sellerBottom = page.y;

  page.y = top + 30;
  const clientX = MARGIN + half + 10;
  page.write(letter.client.name, clientX, { bold: true });
  page.y += lineHeight(BODY_SIZE);
  page.paragraph(
    filled(letter.client.address, letter.client.siren && `SIREN : ${groupIdentifier(letter.client.siren)}`),
    clientX,
    half - 10,
  );
  page.y = Math.max(page.y, sellerBottom) + 8;
  page.write(`Le ${frenchDay(letter.day)}`, page.right, { align: 'right' });
  page.y += 10;

  page.write(`Objet : relance n° ${letter.level} — facture N° ${letter.number} impayée`, MARGIN, {
    size: 11,
    bold: true,
    color: ACCENT,
  });
  page.y += 10;
  const width = page.right - MARGIN;
  page.paragraph(
    [
      'Madame, Monsieur,',
      '',
      `Sauf erreur de notre part, notre facture N° ${letter.number} du ${frenchDay(letter.issueDate)}, ` +
        `arrivée à échéance le ${frenchDay(letter.dueDate)}, reste impayée à ce jour.`,
      '',
      'Conformément à nos conditions de paiement et à l’article L441-10 du Code de commerce, les sommes ' +
        'suivantes vous sont réclamées :',
    ],
    MARGIN,
    width,
  );
  page.y += 4;

  const amountX = page.right;
  const rows = reminderClaimLines(letter.claim, letter.dueDate, letter.day);
  for (const [index, [label, amount]] of rows.entries()) {
    const last = index === rows.length - 1 && rows.length > 1;
    const wrapped = page.wrap(label, width - 45, BODY_SIZE, last);
    page.ensure(lineHeight(BODY_SIZE) * wrapped.length + 3);
    if (last) {
      doc.setDrawColor(...ACCENT);
      doc.line(MARGIN, page.y - 1.5, page.right, page.y - 1.5);
    }
    page.write(wrapped, MARGIN, { bold: last });
    page.write(amount, amountX, { align: 'right', bold: last });
    page.y += lineHeight(BODY_SIZE) * wrapped.length + 2;
  }
  page.y += 6;
  page.paragraph(
    [
      'Nous vous remercions de bien vouloir régler ces sommes dès réception de ce courrier. À défaut, nous ' +
        'engagerons une procédure de recouvrement. Si votre règlement a croisé ce courrier, merci de ne pas en tenir compte.',
      '',
      'Veuillez agréer, Madame, Monsieur, nos salutations distinguées.',
      '',
      sellerName(letter.seller),
    ],
    MARGIN,
    width,
  );
  const bank = bankLines(letter.seller);
  if (bank.length > 0) {
    page.y += 6;
    page.ensure(lineHeight(BODY_SIZE) * (bank.length + 1));
    page.write('Règlement par virement', MARGIN, { bold: true, color: ACCENT });
    page.y += lineHeight(BODY_SIZE) + 1;
    page.paragraph(bank, MARGIN, width, { color: MUTED });
  }
  return new Uint8Array(doc.output('arraybuffer'));
}
