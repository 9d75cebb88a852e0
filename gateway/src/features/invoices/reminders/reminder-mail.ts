import {
  RECOVERY_INDEMNITY_CENTS,
  type ReminderLevel,
  fillPlaceholders,
  reminderClaim,
  reminderClaimLines,
  reminderEuros,
} from '@pilotage/domain';
import { frenchDay } from '@pilotage/domain/invoice-pdf/invoice-mentions';
import type { MailAttachment } from '../../mail/mail.service';
import { lazyModule } from '../../../kernel/helpers/lazy-module';
import { invoiceFonts } from '../invoice-pdf';
import { storedSeller } from '../invoice-view';
import type { InvoiceRecord } from '../invoice-record';

// jsPDF is loaded by the first reminder letter, not when the gateway starts.
const reminderLetter = lazyModule<typeof import('@pilotage/domain/invoice-pdf/reminder-letter-pdf')>(
  '@pilotage/domain/invoice-pdf/reminder-letter-pdf',
);

/** The amount still due on an invoice: its total less its credit notes. */
export const dueCentsOf = (invoice: InvoiceRecord): number => invoice.totalCents - invoice.creditedCents;

export interface ReminderMessage {
  subject: string;
  body: string;
  attachments: MailAttachment[];
}

/**
 * The reminder of `level` for the invoice on `day`: its subject and text with the placeholders
 * filled. The last active level adds the claim (penalties at the invoice's rate to the day, the
 * 40 € indemnity of a business client) and attaches the reminder letter stating the same figures.
 */
export function reminderMessage(
  invoice: InvoiceRecord,
  level: ReminderLevel,
  last: boolean,
  day: string,
): ReminderMessage {
  const dueCents = dueCentsOf(invoice);
  const values = { numero: invoice.number, montant_du: reminderEuros(dueCents), echeance: frenchDay(invoice.dueDate) };
  const subject = fillPlaceholders(level.subject, values).trim();
  const seller = storedSeller(invoice.seller);
  const signature = `\n\nCordialement,\n${seller.companyName.trim()}\n`;
  const text = fillPlaceholders(level.body, values).trim();
  if (!last) return { subject, body: `${text}${signature}`, attachments: [] };

  const claim = reminderClaim(
    dueCents,
    seller.latePenaltyRate,
    invoice.dueDate,
    day,
    invoice.clientSiren !== null,
    RECOVERY_INDEMNITY_CENTS,
  );
  const claimText = reminderClaimLines(claim, invoice.dueDate, day)
    .map(([label, amount]) => `- ${label} : ${amount}`)
    .join('\n');
  const { reminderLetterFileName, reminderLetterPdf } = reminderLetter();
  const pdf = reminderLetterPdf(
    {
      seller,
      client: { name: invoice.clientName, address: invoice.clientAddress, siren: invoice.clientSiren },
      number: invoice.number,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      day,
      level: level.level,
      claim,
    },
    invoiceFonts(),
  );
  return {
    subject,
    body: `${text}\n\nSommes dues au ${frenchDay(day)} :\n${claimText}${signature}`,
    attachments: [
      {
        filename: reminderLetterFileName({ number: invoice.number, client: { name: invoice.clientName } }),
        contentType: 'application/pdf',
        content: Buffer.from(pdf).toString('base64'),
      },
    ],
  };
}
