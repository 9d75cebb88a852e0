import { useState } from 'react';
import { ACCOUNT_NUMBER_PATTERN, JOURNAL_CODE_PATTERN } from '@pilotage/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AccountingSettingsFieldsFragment, AccountingSettingsInput } from '../../../graphql/generated/graphql';
import { monthLabel } from '../accounting-texts';

/** What each fixed account is for; a category's account is named after the category. */
const ACCOUNT_PURPOSES: Record<string, string> = {
  clients: 'Clients',
  suppliers: 'Fournisseurs',
  salesServices: 'Ventes de prestations de services',
  salesGoods: 'Ventes de marchandises',
  vatCollected: 'TVA collectée',
  vatDeductible: 'TVA déductible',
  bank: 'Banque',
};
const purpose = (key: string) =>
  ACCOUNT_PURPOSES[key] ?? (key.startsWith('category:') ? `Catégorie « ${key.slice(9) || 'sans catégorie'} »` : key);

/** « Paramètres comptables »: fiscal year, VAT due date, journals and accounts. Read-only unless `canEdit`. */
export function AccountingSettingsPanel({
  settings,
  canEdit,
  saving,
  error,
  saved,
  onSave,
}: {
  settings: AccountingSettingsFieldsFragment;
  canEdit: boolean;
  saving: boolean;
  error: string | null;
  saved: boolean;
  onSave(input: AccountingSettingsInput): void;
}) {
  const [draft, setDraft] = useState(settings);
  // Saved settings coming back replace the draft (as SearchBox does with its applied value).
  const [shown, setShown] = useState(settings);
  if (shown !== settings) {
    setShown(settings);
    setDraft(settings);
  }
  const badJournal = draft.journals.find((journal) => !JOURNAL_CODE_PATTERN.test(journal.code));
  const badAccount = draft.accounts.find((account) => !ACCOUNT_NUMBER_PATTERN.test(account.number));
  const setJournal = (key: string, change: Partial<{ code: string; label: string }>) =>
    setDraft({ ...draft, journals: draft.journals.map((j) => (j.key === key ? { ...j, ...change } : j)) });
  const setAccount = (key: string, change: Partial<{ number: string; label: string }>) =>
    setDraft({ ...draft, accounts: draft.accounts.map((a) => (a.key === key ? { ...a, ...change } : a)) });
  return (
    <Stack
      component="form"
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          fiscalStartMonth: draft.fiscalStartMonth,
          vatOnDebits: draft.vatOnDebits,
          journals: draft.journals.map(({ key, code, label }) => ({ key, code, label })),
          accounts: draft.accounts.map(({ key, number, label }) => ({ key, number, label })),
        });
      }}
    >
      {error && <Alert severity="error">{error}</Alert>}
      {saved && <Alert severity="success">Paramètres comptables enregistrés.</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Début de l’exercice"
          value={draft.fiscalStartMonth}
          disabled={!canEdit}
          onChange={(event) => setDraft({ ...draft, fiscalStartMonth: Number(event.target.value) })}
          sx={{ minWidth: 200 }}
        >
          {Array.from({ length: 12 }, (_, index) => (
            <MenuItem key={index + 1} value={index + 1}>
              {monthLabel(`2026-${String(index + 1).padStart(2, '0')}`).replace(' 2026', '')}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={draft.vatOnDebits}
              disabled={!canEdit}
              onChange={(event) => setDraft({ ...draft, vatOnDebits: event.target.checked })}
            />
          }
          label="TVA des prestations de services sur les débits (option)"
        />
      </Stack>
      <Typography variant="h6">Journaux</Typography>
      {draft.journals.map((journal) => (
        <Stack key={journal.key} direction="row" spacing={2}>
          <TextField
            label="Code"
            size="small"
            value={journal.code}
            disabled={!canEdit}
            error={!JOURNAL_CODE_PATTERN.test(journal.code)}
            onChange={(event) => setJournal(journal.key, { code: event.target.value.toUpperCase() })}
            sx={{ width: 110 }}
          />
          <TextField
            label="Libellé"
            size="small"
            value={journal.label}
            disabled={!canEdit}
            onChange={(event) => setJournal(journal.key, { label: event.target.value })}
            sx={{ flex: 1 }}
          />
        </Stack>
      ))}
      <Typography variant="h6">Comptes</Typography>
      {draft.accounts.map((account) => (
        <Stack key={account.key} direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 260 }} variant="body2">
            {purpose(account.key)}
          </Typography>
          <TextField
            label="Numéro"
            size="small"
            value={account.number}
            disabled={!canEdit}
            error={!ACCOUNT_NUMBER_PATTERN.test(account.number)}
            helperText={ACCOUNT_NUMBER_PATTERN.test(account.number) ? undefined : 'Chiffres uniquement (3 à 20).'}
            onChange={(event) => setAccount(account.key, { number: event.target.value.trim() })}
            sx={{ width: 160 }}
            slotProps={{
              htmlInput: { inputMode: 'numeric', 'aria-label': `Numéro du compte ${purpose(account.key)}` },
            }}
          />
          <TextField
            label="Libellé"
            size="small"
            value={account.label}
            disabled={!canEdit}
            onChange={(event) => setAccount(account.key, { label: event.target.value })}
            sx={{ flex: 1 }}
          />
        </Stack>
      ))}
      {canEdit && (
        <Stack direction="row">
          <Button type="submit" variant="contained" disabled={saving || !!badJournal || !!badAccount}>
            Enregistrer les paramètres comptables
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
