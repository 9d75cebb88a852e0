import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { InvoiceDraft } from '../invoice-draft';

type Details = Pick<InvoiceDraft, 'clientName' | 'clientAddress' | 'number' | 'issueDate'>;

export interface InvoiceDetailsFieldsProps {
  values: Details;
  onChange(values: Details): void;
}

/** Who is billed, under which number, on which day. */
export function InvoiceDetailsFields({ values, onChange }: InvoiceDetailsFieldsProps) {
  const set = (name: keyof Details) => (event: { target: { value: string } }) => onChange({ ...values, [name]: event.target.value });
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
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          fullWidth
          size="small"
          label="N° de facture"
          name="invoiceNumber"
          autoComplete="off"
          value={values.number}
          onChange={set('number')}
        />
      </Grid>
      <Grid size={{ xs: 6, sm: 3 }}>
        <TextField
          fullWidth
          size="small"
          type="date"
          label="Date d'émission"
          name="issueDate"
          value={values.issueDate}
          onChange={set('issueDate')}
          slotProps={{ inputLabel: { shrink: true } }}
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
    </Grid>
  );
}
