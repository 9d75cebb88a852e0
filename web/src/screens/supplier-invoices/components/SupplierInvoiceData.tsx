import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  SUPPLIER_INVOICE_FORMAT_LABELS,
  SUPPLIER_INVOICE_ORIGIN_LABELS,
  type SupplierInvoiceFormat,
  type SupplierInvoiceOrigin,
} from '@pilotage/domain';
import { formatDate, formatEuro } from '../../../lib/format';
import { type SupplierInvoiceRecord, supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { SupplierInvoiceOriginChip } from './SupplierInvoiceOriginChip';
import { SupplierInvoiceStatusChip } from './SupplierInvoiceStatusChip';

const money = (value: number | null | undefined) => (value === null || value === undefined ? '—' : formatEuro(value));
const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
/** A decimal text of the document, for reading only (« 1.500 » → « 1,5 »): nothing is computed from it. */
const readable = (value: string | null) => (value === null ? '—' : decimal.format(Number(value)));
const rate = (value: string | null) => (value === null ? '—' : `${readable(value)} %`);

/** « Plateforme (flux …) » for a delivered invoice, « Dépôt » for an upload. */
const originText = (record: SupplierInvoiceRecord) => {
  const label = SUPPLIER_INVOICE_ORIGIN_LABELS[record.origin as SupplierInvoiceOrigin] ?? record.origin;
  return record.flowId ? `${label} (flux ${record.flowId})` : label;
};

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Typography variant="body2">
      <Typography component="span" variant="body2" color="text.secondary">
        {label} :{' '}
      </Typography>
      {value || '—'}
    </Typography>
  );
}

/** What was read from the file (or typed), and the problems the checks found. */
export function SupplierInvoiceData({ record }: { record: SupplierInvoiceRecord }) {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="h6" component="h3">
          {record.supplierName || 'Fournisseur à compléter'}
        </Typography>
        <SupplierInvoiceStatusChip status={record.status} />
        {record.origin === 'platform' && <SupplierInvoiceOriginChip origin={record.origin} />}
      </Stack>
      <Stack spacing={0.5}>
        <Field label="Référence" value={record.reference} />
        <Field label="Origine" value={originText(record)} />
        <Field label="Lu comme" value={SUPPLIER_INVOICE_FORMAT_LABELS[record.format as SupplierInvoiceFormat]} />
        <Field label={record.kind === 'credit_note' ? 'Avoir n°' : 'Facture n°'} value={record.number} />
        <Field label="SIREN" value={record.supplierSiren} />
        <Field label="SIRET" value={record.supplierSiret} />
        <Field label="N° TVA" value={record.supplierVatNumber} />
        <Field label="Date d'émission" value={formatDate(record.issueDate)} />
        <Field label="Échéance" value={formatDate(record.dueDate)} />
        <Field label="IBAN" value={record.iban} />
        {record.category && <Field label="Catégorie" value={record.category} />}
        {record.relatedEmployeeName && <Field label="Employé lié" value={record.relatedEmployeeName} />}
        {record.paidAt && <Field label="Payée le" value={formatDate(record.paidAt)} />}
        {record.refusalReason && <Field label="Motif du refus" value={record.refusalReason} />}
      </Stack>
      <Stack direction="row" spacing={3} aria-label="Totaux">
        <Field label="Total HT" value={money(record.subtotal)} />
        <Field label="TVA" value={money(record.vatTotal)} />
        <Typography variant="body1" sx={{ fontWeight: 600 }}>
          Total TTC : {money(record.total)}
        </Typography>
      </Stack>
      {record.format === 'receipt' && record.status === 'À valider' && (
        <Alert severity="info">{texts.receiptToComplete}</Alert>
      )}
      {record.format !== 'receipt' &&
        (record.problems.length > 0 ? (
          <Alert severity="warning">
            <Typography variant="subtitle2">{texts.problemsTitle}</Typography>
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {record.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        ) : (
          <Alert severity="success">{texts.noProblem}</Alert>
        ))}
      {record.lines.length > 0 && (
        <Table size="small" aria-label="Lignes">
          <TableHead>
            <TableRow>
              <TableCell>Description</TableCell>
              <TableCell align="right">Quantité</TableCell>
              <TableCell align="right">Prix unitaire HT</TableCell>
              <TableCell align="right">TVA</TableCell>
              <TableCell align="right">Montant HT</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.lines.map((line, index) => (
              <TableRow key={index}>
                <TableCell>{line.description}</TableCell>
                <TableCell align="right">{readable(line.quantity)}</TableCell>
                <TableCell align="right">{line.unitPrice === null ? '—' : formatEuro(line.unitPrice)}</TableCell>
                <TableCell align="right">{rate(line.vatRate)}</TableCell>
                <TableCell align="right">{money(line.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {record.vatBreakdown.length > 0 && (
        <Table size="small" aria-label="Ventilation de la TVA">
          <TableHead>
            <TableRow>
              <TableCell>Taux</TableCell>
              <TableCell align="right">Base HT</TableCell>
              <TableCell align="right">TVA</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {record.vatBreakdown.map((entry) => (
              <TableRow key={entry.rate}>
                <TableCell>{rate(entry.rate)}</TableCell>
                <TableCell align="right">{money(entry.base)}</TableCell>
                <TableCell align="right">{money(entry.amount)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
