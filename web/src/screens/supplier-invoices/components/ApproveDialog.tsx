import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TRANSACTION_CATEGORIES, checkFields, supplierInvoiceApprovalRules } from '@pilotage/domain';
import { EmployeeAutocomplete, type EmployeeOption } from '../../../components/EmployeeAutocomplete';
import type { SupplierInvoiceApprovalInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { type SupplierInvoiceRecord, supplierInvoiceTexts as texts } from '../supplier-invoice-texts';
import { ActionDialog } from './ActionDialog';

interface ApproveDialogProps {
  record: SupplierInvoiceRecord;
  onSubmit(input: SupplierInvoiceApprovalInput): Promise<void>;
  onClose(): void;
}

/** « Approuver »: the expense's category and employee; with problems, an explicit confirmation. */
export function ApproveDialog({ record, onSubmit, onClose }: ApproveDialogProps) {
  const [category, setCategory] = useState(record.category || 'Autre Dépense');
  const [employee, setEmployee] = useState<EmployeeOption | null>(
    record.relatedEmployeeId ? { id: record.relatedEmployeeId, name: record.relatedEmployeeName ?? '' } : null,
  );
  const [confirm, setConfirm] = useState(false);
  const { submitting, error, setError, run } = useSubmit(texts.approveFailed);
  const hasProblems = record.problems.length > 0;
  const submit = () => {
    const input = { category, relatedEmployeeId: employee?.id ?? null, confirm: hasProblems ? confirm : null };
    const problem = checkFields(supplierInvoiceApprovalRules, input);
    if (problem) return setError(problem);
    if (hasProblems && !confirm) return setError('Cochez la confirmation après avoir vérifié les anomalies.');
    void run(async () => {
      await onSubmit(input);
      onClose();
    });
  };
  return (
    <ActionDialog
      title="Approuver la facture"
      submitLabel="Approuver"
      submitting={submitting}
      error={error}
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography>
        {record.reference} — {record.supplierName}
      </Typography>
      <TextField
        select
        label="Catégorie de la dépense"
        name="category"
        value={category}
        onChange={(e) => setCategory(e.target.value)}
      >
        {TRANSACTION_CATEGORIES.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {choice}
          </MenuItem>
        ))}
      </TextField>
      <EmployeeAutocomplete
        label="Employé lié"
        name="related_employee"
        value={employee}
        noneLabel="Aucun"
        loadFailed="Impossible charger employés"
        onChange={setEmployee}
      />
      {hasProblems && (
        <FormControlLabel
          control={<Checkbox checked={confirm} onChange={(e) => setConfirm(e.target.checked)} name="confirm" />}
          label={`J'ai vérifié les ${record.problems.length} anomalie(s) et j'approuve malgré tout.`}
        />
      )}
    </ActionDialog>
  );
}
