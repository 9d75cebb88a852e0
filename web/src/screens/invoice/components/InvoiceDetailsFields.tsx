import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { OPERATION_CATEGORIES, type OperationCategory } from '@pilotage/domain';
import { dueDateOf, type InvoiceDraft } from '../invoice-draft';
import { typedNumber } from '../invoice-issue';

export type InvoiceDetails = Pick<
  InvoiceDraft,
  'clientName' | 'clientAddress' | 'clientSiren' | 'clientVatNumber' | 'number' | 'issueDate' | 'serviceDate' | 'dueDate' | 'operationCategory'
>;

export interface InvoiceDetailsFieldsProps {
  values: InvoiceDetails;
  onChange(values: InvoiceDetails): void;
  /** The next number of the series, shown in the field until one is typed; null while unknown. */
  numberSuggestion: string | null;
  /** The due date follows the issue date by this many days until it is edited. */
  paymentTermsDays: number;
}

function numberHelp(number: string | null, suggestion: string | null): string {
  if (typedNumber(number, suggestion)) return 'Numéro choisi à la main : refusé s’il est déjà utilisé.';
  return suggestion ? `Numéro attribué à l'émission : ${suggestion}` : "Laissé vide : le prochain numéro de la série, attribué à l'émission.";
}

const DATE_LABEL = { inputLabel: { shrink: true } } as const;

/** Who is billed, under which number, on which days, for what kind of operation. */
export function InvoiceDetailsFields({ values, onChange, numberSuggestion, paymentTermsDays }: InvoiceDetailsFieldsProps) {
  const set = (name: keyof InvoiceDetails) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
  const following = values.dueDate === null;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          fullWidth
          size="small"
          label="Nom du client"
          name="clientName"
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
          helperText={numberHelp(values.number, numberSuggestion)}
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
          helperText="Client professionnel : 9 chiffres."
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
          helperText="Facultatif (intracommunautaire)."
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          select
          fullWidth
          size="small"
          label="Nature de l'opération"
          name="operationCategory"
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
        <TextField
          fullWidth
          size="small"
          type="date"
          label="Date d'émission"
          name="issueDate"
          value={values.issueDate}
          onChange={set('issueDate')}
          slotProps={DATE_LABEL}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label="Date de la prestation ou de la vente"
          name="serviceDate"
          value={values.serviceDate}
          onChange={set('serviceDate')}
          helperText="Facultative : si elle diffère de la date d'émission."
          slotProps={DATE_LABEL}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label="Échéance"
          name="dueDate"
          value={dueDateOf(values, paymentTermsDays)}
          onChange={set('dueDate')}
          helperText={following ? `Date d'émission + ${paymentTermsDays} jours (délai de paiement).` : 'Modifiée à la main.'}
          slotProps={DATE_LABEL}
        />
      </Grid>
    </Grid>
  );
}
