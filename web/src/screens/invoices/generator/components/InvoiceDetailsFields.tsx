import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { invoiceDraftMessages, OPERATION_CATEGORIES, type OperationCategory } from '@pilotage/domain';
import { DayField } from '../../../../components/DayField';
import { dueDateOf, type InvoiceDraft } from '../invoice-draft';
import { typedNumber } from '../invoice-issue';
import { numberOffer } from '../invoice-readiness';

export type InvoiceDetails = Pick<
  InvoiceDraft,
  | 'clientName'
  | 'clientAddress'
  | 'clientSiren'
  | 'clientVatNumber'
  | 'clientEmail'
  | 'number'
  | 'issueDate'
  | 'serviceDate'
  | 'dueDate'
  | 'operationCategory'
>;

export interface InvoiceDetailsFieldsProps {
  values: InvoiceDetails;
  onChange(values: InvoiceDetails): void;
  /** The next number of the series, shown in the field until one is typed; null while unknown. */
  numberSuggestion: string | null;
  /** The due date follows the issue date by this many days until it is edited. */
  paymentTermsDays: number;
  /** The server's refusals, by input name. */
  errors?: Readonly<Record<string, string>>;
}

/** Only the series' next number can be issued: another one typed gives a draft (docs/product.md §2). */
function numberHelp(number: string | null, suggestion: string | null): string {
  const offer = numberOffer(number, suggestion);
  if (offer) return invoiceDraftMessages.numberNotNext(offer);
  if (typedNumber(number, suggestion)) return invoiceDraftMessages.numberUnchecked;
  return suggestion ? invoiceDraftMessages.numberGiven(suggestion) : invoiceDraftMessages.numberLeftEmpty;
}

/** Who is billed, under which number, on which days, for what kind of operation. */
export function InvoiceDetailsFields({
  values,
  onChange,
  numberSuggestion,
  paymentTermsDays,
  errors = {},
}: InvoiceDetailsFieldsProps) {
  const set = (name: keyof InvoiceDetails) => (event: { target: { value: string } }) =>
    onChange({ ...values, [name]: event.target.value });
  const setDay = (name: keyof InvoiceDetails) => (value: string) => onChange({ ...values, [name]: value });
  /** The refusal of an input, in place of its hint. */
  const refused = (name: string, hint?: string) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? hint });
  const following = values.dueDate === null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          size="small"
          label="Nom du client"
          name="clientName"
          {...refused('clientName')}
          autoComplete="off"
          value={values.clientName}
          onChange={set('clientName')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          size="small"
          label="N° de facture"
          name="invoiceNumber"
          autoComplete="off"
          value={values.number ?? numberSuggestion ?? ''}
          onChange={set('number')}
          {...refused('invoiceNumber', numberHelp(values.number, numberSuggestion))}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          size="small"
          label="Adresse du client"
          name="clientAddress"
          {...refused('clientAddress')}
          autoComplete="off"
          value={values.clientAddress}
          onChange={set('clientAddress')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          label="SIREN du client"
          name="clientSiren"
          autoComplete="off"
          value={values.clientSiren}
          onChange={set('clientSiren')}
          {...refused('clientSiren', 'Client professionnel : 9 chiffres.')}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          label="N° TVA du client"
          name="clientVatNumber"
          autoComplete="off"
          value={values.clientVatNumber}
          onChange={set('clientVatNumber')}
          {...refused('clientVatNumber', 'Facultatif (intracommunautaire).')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          label="Courriel du client"
          name="clientEmail"
          type="email"
          autoComplete="off"
          value={values.clientEmail}
          onChange={set('clientEmail')}
          {...refused('clientEmail', 'Facultatif : l’adresse proposée pour envoyer la facture.')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Nature de l'opération"
          name="operationCategory"
          {...refused('operationCategory')}
          value={values.operationCategory}
          onChange={(event) => onChange({ ...values, operationCategory: event.target.value as OperationCategory })}
        >
          {OPERATION_CATEGORIES.map((category) => (
            <MenuItem key={category} value={category}>
              {category}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayField
          size="small"
          label="Date d'émission"
          name="issueDate"
          {...refused('issueDate')}
          value={values.issueDate}
          onChange={setDay('issueDate')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayField
          size="small"
          label="Date de la prestation ou de la vente"
          name="serviceDate"
          value={values.serviceDate}
          onChange={setDay('serviceDate')}
          {...refused('serviceDate', "Facultative : si elle diffère de la date d'émission.")}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <DayField
          size="small"
          label="Échéance"
          name="dueDate"
          value={dueDateOf(values, paymentTermsDays)}
          onChange={setDay('dueDate')}
          {...refused(
            'dueDate',
            following ? `Date d'émission + ${paymentTermsDays} jours (délai de paiement).` : 'Modifiée à la main.',
          )}
        />
      </Grid>
    </Grid>
  );
}
