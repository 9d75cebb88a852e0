import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import AutoMatchIcon from '@mui/icons-material/AutoFixHigh';
import RulesIcon from '@mui/icons-material/Rule';
import UploadIcon from '@mui/icons-material/UploadFile';
import { BANK_LINE_STATES } from '@pilotage/domain';
import { ListScreenLayout } from '../../components/ListScreenLayout';
import { SearchBox } from '../../components/SearchBox';
import { type Banner, TimedAlert } from '../../components/TimedAlert';
import type { BankAccountInput, BankMatchInput } from '../../graphql/generated/graphql';
import type { ServerPaging } from '../../lib/server-paging';
import {
  type BankAccountRow,
  type BankLineRow,
  type BankProposal,
  type CsvMapping,
  type ImportResult,
  type StatementPreview,
  bankTexts,
} from './bank-texts';
import { BankAccountDialog } from './components/BankAccountDialog';
import { BankAccountsPanel } from './components/BankAccountsPanel';
import { BankLinesTable } from './components/BankLinesTable';
import { ChooseMatchDialog } from './components/ChooseMatchDialog';
import { ImportStatementDialog } from './components/ImportStatementDialog';

/** How long « N lignes rapprochées automatiquement » stays. */
export const BANK_BANNER_MS = 8000;

export type BankDialogState = { kind: 'import' } | { kind: 'account' } | { kind: 'choose'; line: BankLineRow } | null;

export interface BankViewProps {
  accounts: BankAccountRow[];
  /** The account whose lines are listed; null for every account. */
  accountId: number | null;
  onAccountChange(accountId: number | null): void;
  lines: BankLineRow[];
  loading: boolean;
  error: string | null;
  actionError: string | null;
  paging: ServerPaging;
  /** '' for every state. */
  state: string;
  onStateChange(state: string): void;
  search: string;
  onSearchChange(search: string): void;
  onRefresh(): void;
  /** The line being settled. */
  busyId: number | null;
  onMatch(line: BankLineRow, input: BankMatchInput): Promise<void>;
  onIgnore(line: BankLineRow): void;
  onUnmatch(line: BankLineRow): void;
  onCreateRule(line: BankLineRow): Promise<void>;
  /** Opens « Règles de rapprochement ». */
  onOpenRules(): void;
  /** Answers the banner's text (« 3 lignes rapprochées automatiquement. »). */
  onAutoMatch(): Promise<string>;
  onCreateAccount(input: BankAccountInput): Promise<void>;
  onPreview(accountId: number, file: File, mapping: CsvMapping | null): Promise<StatementPreview>;
  onImport(accountId: number, file: File, mapping: CsvMapping | null, saveMapping: boolean): Promise<ImportResult>;
  today: string;
  initialDialog?: BankDialogState;
  initialPreview?: StatementPreview;
}

/** « Banque »: the accounts and their balances, then the statement lines with their proposed match. */
export function BankView(props: BankViewProps) {
  const [dialog, setDialog] = useState<BankDialogState>(props.initialDialog ?? null);
  const [banner, setBanner] = useState<Banner | null>(null);
  const close = () => setDialog(null);
  const accept = (line: BankLineRow, proposal: BankProposal) =>
    void props.onMatch(line, { kind: proposal.kind, targetId: proposal.targetId });
  return (
    <>
      <ListScreenLayout
        title={bankTexts.title}
        onRefresh={props.onRefresh}
        actions={
          <>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'account' })}>
              Nouveau compte
            </Button>
            <Button variant="outlined" startIcon={<RulesIcon />} onClick={props.onOpenRules}>
              Règles
            </Button>
            <Button
              variant="outlined"
              startIcon={<AutoMatchIcon />}
              disabled={props.accounts.length === 0}
              onClick={() =>
                void props.onAutoMatch().then(
                  (text) => setBanner({ severity: 'success', text }),
                  () => undefined,
                )
              }
            >
              Rapprocher automatiquement
            </Button>
            <Button
              variant="contained"
              startIcon={<UploadIcon />}
              disabled={props.accounts.length === 0}
              onClick={() => setDialog({ kind: 'import' })}
            >
              Importer un relevé
            </Button>
          </>
        }
        actionError={props.actionError}
        error={props.error}
        controls={
          <>
            <Box sx={{ '&:not(:empty)': { mb: 2 } }}>
              <TimedAlert banner={banner} durationMs={BANK_BANNER_MS} />
            </Box>
            <BankAccountsPanel
              accounts={props.accounts}
              selectedId={props.accountId}
              onSelect={props.onAccountChange}
            />
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
              <SearchBox label="Libellé" value={props.search} onChange={props.onSearchChange} />
              <TextField
                select
                label="État"
                value={props.state}
                onChange={(event) => props.onStateChange(event.target.value)}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 200 }}
              >
                <MenuItem value="">Tous les états</MenuItem>
                {BANK_LINE_STATES.map((state) => (
                  <MenuItem key={state} value={state}>
                    {state}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
          </>
        }
      >
        <BankLinesTable
          lines={props.lines}
          loading={props.loading}
          paging={props.paging}
          busyId={props.busyId}
          onAccept={accept}
          onChoose={(line) => setDialog({ kind: 'choose', line })}
          onIgnore={props.onIgnore}
          onUnmatch={props.onUnmatch}
        />
      </ListScreenLayout>
      {dialog?.kind === 'choose' && (
        <ChooseMatchDialog
          key={dialog.line.id}
          line={dialog.line}
          onMatch={(input) => props.onMatch(dialog.line, input)}
          onCreateRule={() => props.onCreateRule(dialog.line)}
          onClose={close}
        />
      )}
      {dialog?.kind === 'account' && (
        <BankAccountDialog today={props.today} onSubmit={props.onCreateAccount} onClose={close} />
      )}
      {dialog?.kind === 'import' && props.accounts.length > 0 && (
        <ImportStatementDialog
          accounts={props.accounts}
          accountId={props.accountId ?? props.accounts[0].id}
          onPreview={props.onPreview}
          onImport={props.onImport}
          onClose={close}
          initialPreview={props.initialPreview}
        />
      )}
    </>
  );
}
