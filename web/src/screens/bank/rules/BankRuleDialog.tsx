import { type FormEvent, useCallback, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TRANSACTION_CATEGORIES, bankRuleProblem, bankRuleRules, checkFields } from '@pilotage/domain';
import { EmployeeAutocomplete, type EmployeeOption } from '../../../components/EmployeeAutocomplete';
import type { BankRuleInput } from '../../../graphql/generated/graphql';
import { useSubmit } from '../../../lib/useSubmit';
import { focusField } from '../../../lib/focus-field';
import { ADD_ANOTHER_LABEL } from '../../../components/FormPanel';
import { type BankRuleRow, bankTexts } from '../bank-texts';

interface BankRuleDialogProps {
  /** The rule edited; null for « Nouvelle règle ». */
  rule: BankRuleRow | null;
  /** Saves; the caller then closes the dialog, or (`again`, a new rule only) opens an empty one. */
  onSubmit(input: BankRuleInput, again: boolean): Promise<void>;
  onClose(): void;
  /** What the previous round did (« Règle créée. »), said inside the dialog. */
  notice?: string;
}

const amountText = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : String(amount);
/** '' is no bound; a French decimal comma is read as the point the rules expect. */
const amountValue = (text: string) => (text.trim() === '' ? null : text.trim().replace(',', '.'));

/** A reconciliation rule's form, checked as the gateway checks it before anything is sent. */
export function BankRuleDialog({ rule, onSubmit, onClose, notice }: BankRuleDialogProps) {
  const [values, setValues] = useState({
    labelContains: rule?.labelContains ?? '',
    minAmount: amountText(rule?.minAmount),
    maxAmount: amountText(rule?.maxAmount),
    category: rule?.category ?? '',
    description: rule?.description ?? '',
    relatedSource: rule?.relatedSource ?? '',
  });
  const [employee, setEmployee] = useState<EmployeeOption | null>(
    rule?.relatedEmployeeId ? { id: rule.relatedEmployeeId, name: rule.relatedEmployeeName ?? '' } : null,
  );
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const { submitting, error, setError, run } = useSubmit(bankTexts.ruleActionFailed);
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [name]: event.target.value }),
  });
  // A new rule starts on its first field (also the next one after « Enregistrer et ajouter une autre »),
  // as soon as the field is in the page (the dialog's portal mounts it after this component); the
  // dialog's focus trap then leaves the focus where it already is inside.
  const firstField = useCallback(
    (input: HTMLInputElement | null) => {
      if (input && !rule) focusField(input);
    },
    [rule],
  );
  // Enter submits with the main button; only « Enregistrer et ajouter une autre » asks for another.
  const again = useRef(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const another = again.current;
    again.current = false;
    const sent = {
      ...values,
      labelContains: values.labelContains.trim() || null,
      minAmount: amountValue(values.minAmount),
      maxAmount: amountValue(values.maxAmount),
      relatedEmployeeId: employee?.id ?? null,
      enabled,
    };
    const problem = checkFields(bankRuleRules, sent) ?? bankRuleProblem(sent);
    if (problem) return setError(problem);
    void run(async () => {
      await onSubmit(
        {
          ...sent,
          minAmount: sent.minAmount === null ? null : Number(sent.minAmount),
          maxAmount: sent.maxAmount === null ? null : Number(sent.maxAmount),
        },
        another,
      );
    });
  };
  const title = rule ? 'Modifier la règle' : 'Nouvelle règle';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="bank-rule-title">
      <form noValidate onSubmit={submit} aria-label={title}>
        <DialogTitle id="bank-rule-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {notice && !error && (
              <Alert severity="success" role="status">
                {notice}
              </Alert>
            )}
            {error && <Alert severity="error">{error}</Alert>}
            <TextField label="Libellé contenant" inputRef={firstField} {...field('labelContains')} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="Montant minimum (€)" fullWidth {...field('minAmount')} />
              <TextField label="Montant maximum (€)" fullWidth {...field('maxAmount')} />
            </Stack>
            <TextField
              select
              label="Catégorie"
              {...field('category')}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">Sans catégorie</MenuItem>
              {TRANSACTION_CATEGORIES.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Description de la transaction"
              helperText="Vide : le libellé de la ligne."
              {...field('description')}
            />
            <EmployeeAutocomplete
              label="Employé lié"
              name="related_employee"
              value={employee}
              noneLabel="Aucun"
              loadFailed="Erreur lors du chargement des employés."
              onChange={setEmployee}
            />
            <TextField label="Source liée" helperText="Vide : la banque et le libellé." {...field('relatedSource')} />
            <FormControlLabel
              control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
              label="Active"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Annuler</Button>
          {!rule && (
            <Button
              variant="outlined"
              disabled={submitting}
              onClick={(event) => {
                again.current = true;
                event.currentTarget.form?.requestSubmit();
              }}
            >
              {ADD_ANOTHER_LABEL}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={submitting}>
            {rule ? 'Enregistrer' : 'Créer'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
