import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { Spinner } from '../../../components/Spinner';
import type {
  SupplierInvoiceApprovalInput,
  SupplierInvoiceEditInput,
  SupplierInvoicePaymentInput,
  SupplierInvoiceRefusalInput,
} from '../../../graphql/generated/graphql';
import type { SupplierInvoiceRecord } from '../supplier-invoice-texts';
import { ApproveDialog } from './ApproveDialog';
import { SupplierCancelPaymentDialog } from './SupplierCancelPaymentDialog';
import { EditSupplierInvoiceDialog } from './EditSupplierInvoiceDialog';
import { OriginalPreview } from './OriginalPreview';
import { RefuseDialog } from './RefuseDialog';
import { SupplierInvoiceData } from './SupplierInvoiceData';
import { SupplierPaymentDialog } from './SupplierPaymentDialog';

export type SupplierActionDialog = 'approve' | 'refuse' | 'payment' | 'edit' | 'cancelPayment' | null;

export interface SupplierInvoiceDetailProps {
  /** Null while the record loads. */
  record: SupplierInvoiceRecord | null;
  error: string | null;
  /** The original's blob URL, null while it loads. */
  originalUrl: string | null;
  originalError: string | null;
  today: string;
  onClose(): void;
  onApprove(input: SupplierInvoiceApprovalInput): Promise<void>;
  onRefuse(input: SupplierInvoiceRefusalInput): Promise<void>;
  onPay(input: SupplierInvoicePaymentInput): Promise<void>;
  onEdit(input: SupplierInvoiceEditInput): Promise<void>;
  /** « Annuler le paiement » of a paid record: Admins only, absent otherwise. */
  onCancelPayment?: () => Promise<void>;
  initialDialog?: SupplierActionDialog;
}

/** One record: the original on the left, what was read on the right, the actions its status allows below. */
export function SupplierInvoiceDetail(props: SupplierInvoiceDetailProps) {
  const { record } = props;
  const [dialog, setDialog] = useState<SupplierActionDialog>(props.initialDialog ?? null);
  const close = () => setDialog(null);
  const pending = record?.status === 'À valider';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="lg" aria-labelledby="supplier-invoice-title">
      <DialogTitle id="supplier-invoice-title">
        {record ? `Facture fournisseur ${record.reference}` : 'Facture fournisseur'}
      </DialogTitle>
      {/* Focusable: the record may scroll while nothing inside it takes the keyboard. */}
      <DialogContent dividers tabIndex={0} aria-label="Contenu de la facture fournisseur">
        {props.error ? (
          <Alert severity="error">{props.error}</Alert>
        ) : !record ? (
          <Spinner />
        ) : (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <OriginalPreview file={record.file} url={props.originalUrl} error={props.originalError} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SupplierInvoiceData record={record} />
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        {pending && <Button onClick={() => setDialog('edit')}>Modifier</Button>}
        {pending && (
          <Button color="error" onClick={() => setDialog('refuse')}>
            Refuser
          </Button>
        )}
        {pending && (
          <Button variant="contained" onClick={() => setDialog('approve')}>
            Approuver
          </Button>
        )}
        {record?.status === 'Approuvée' && (
          <Button variant="contained" onClick={() => setDialog('payment')}>
            Enregistrer le paiement
          </Button>
        )}
        {record?.status === 'Payée' && props.onCancelPayment && (
          <Button color="error" onClick={() => setDialog('cancelPayment')}>
            Annuler le paiement
          </Button>
        )}
        <Button onClick={props.onClose}>Fermer</Button>
      </DialogActions>
      {record && dialog === 'approve' && <ApproveDialog record={record} onSubmit={props.onApprove} onClose={close} />}
      {record && dialog === 'refuse' && <RefuseDialog onSubmit={props.onRefuse} onClose={close} />}
      {record && dialog === 'payment' && (
        <SupplierPaymentDialog record={record} today={props.today} onSubmit={props.onPay} onClose={close} />
      )}
      {record && dialog === 'cancelPayment' && props.onCancelPayment && (
        <SupplierCancelPaymentDialog onSubmit={props.onCancelPayment} onClose={close} />
      )}
      {record && dialog === 'edit' && (
        <EditSupplierInvoiceDialog record={record} onSubmit={props.onEdit} onClose={close} />
      )}
    </Dialog>
  );
}
