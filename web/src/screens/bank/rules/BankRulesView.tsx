import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import DownIcon from '@mui/icons-material/ArrowDownward';
import EditIcon from '@mui/icons-material/EditOutlined';
import UpIcon from '@mui/icons-material/ArrowUpward';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import type { BankRuleInput } from '../../../graphql/generated/graphql';
import { type BankRuleRow, bankTexts, ruleConditions } from '../bank-texts';
import { BankRuleDialog } from './BankRuleDialog';

/** Rules shown per page. */
export const RULES_PER_PAGE = 10;

export type BankRuleEditing = { rule: BankRuleRow | null } | null;

export interface BankRulesViewProps {
  /** One page of rules, in their order. */
  rules: BankRuleRow[];
  total: number;
  /** From 0. */
  page: number;
  onPageChange(page: number): void;
  loading: boolean;
  error: string | null;
  actionError: string | null;
  /** The rule being changed, its buttons disabled meanwhile. */
  busyId: number | null;
  /** Creates (rule null) or changes a rule. */
  onSave(rule: BankRuleRow | null, input: BankRuleInput): Promise<void>;
  onToggle(rule: BankRuleRow, enabled: boolean): void;
  onMove(rule: BankRuleRow, direction: 'up' | 'down'): void;
  onDelete(rule: BankRuleRow): void;
  onClose(): void;
  initialEditing?: BankRuleEditing;
  initialDeleting?: BankRuleRow | null;
}

/**
 * « Règles de rapprochement »: every rule in the order its proposals come, each one switched on or
 * off, moved, edited or deleted (after a confirmation).
 */
export function BankRulesView(props: BankRulesViewProps) {
  const [editing, setEditing] = useState<BankRuleEditing>(props.initialEditing ?? null);
  const [deleting, setDeleting] = useState<BankRuleRow | null>(props.initialDeleting ?? null);
  const first = props.page * RULES_PER_PAGE;
  // « Enregistrer et ajouter une autre » mounts an empty dialog (a new key) that says the last one was
  // created: a toast would sit behind the dialogs, hidden from screen readers.
  const [round, setRound] = useState(0);
  return (
    <>
      <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="bank-rules-title">
        <DialogTitle id="bank-rules-title">{bankTexts.rules}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              Les règles actives proposent leur transaction aux lignes qui leur correspondent, dans cet ordre.
            </Typography>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            {props.actionError && <Alert severity="error">{props.actionError}</Alert>}
            <div>
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing({ rule: null })}>
                Nouvelle règle
              </Button>
            </div>
            {props.loading && <LinearProgress aria-label="Chargement des règles" />}
            <Table size="small" aria-label={bankTexts.rules}>
              <TableHead>
                <TableRow>
                  <TableCell>Rang</TableCell>
                  <TableCell>Conditions</TableCell>
                  <TableCell>Catégorie</TableCell>
                  <TableCell>Active</TableCell>
                  <TableCell align="right">Actions</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {props.rules.length === 0 && !props.loading && (
                  <TableRow>
                    <TableCell colSpan={5}>{bankTexts.noRule}</TableCell>
                  </TableRow>
                )}
                {props.rules.map((rule, index) => {
                  const busy = props.busyId === rule.id;
                  const conditions = ruleConditions(rule);
                  const rank = first + index + 1;
                  return (
                    <TableRow key={rule.id} sx={{ opacity: rule.enabled ? 1 : 0.6 }}>
                      <TableCell>{rank}</TableCell>
                      <TableCell>
                        <Typography variant="body2">{conditions}</Typography>
                        {(rule.description || rule.relatedEmployeeName) && (
                          <Typography variant="caption" color="text.secondary">
                            {[rule.description, rule.relatedEmployeeName].filter(Boolean).join(' · ')}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{rule.category || 'Sans catégorie'}</TableCell>
                      <TableCell>
                        <Switch
                          checked={rule.enabled}
                          disabled={busy}
                          onChange={(event) => props.onToggle(rule, event.target.checked)}
                          slotProps={{ input: { 'aria-label': `Règle ${rank} active` } }}
                        />
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        <IconButton
                          aria-label={`Monter la règle ${rank}`}
                          disabled={busy || rank === 1}
                          onClick={() => props.onMove(rule, 'up')}
                        >
                          <UpIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={`Descendre la règle ${rank}`}
                          disabled={busy || rank === props.total}
                          onClick={() => props.onMove(rule, 'down')}
                        >
                          <DownIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={`Modifier la règle ${rank}`}
                          disabled={busy}
                          onClick={() => setEditing({ rule })}
                        >
                          <EditIcon fontSize="small" />
                        </IconButton>
                        <IconButton
                          aria-label={`Supprimer la règle ${rank}`}
                          disabled={busy}
                          onClick={() => setDeleting(rule)}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
            <TablePagination
              component="div"
              count={props.total}
              page={props.page}
              onPageChange={(_, page) => props.onPageChange(page)}
              rowsPerPage={RULES_PER_PAGE}
              rowsPerPageOptions={[RULES_PER_PAGE]}
              labelDisplayedRows={({ from, to, count }) => `${from}–${to} sur ${count}`}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>Fermer</Button>
        </DialogActions>
      </Dialog>
      {editing && (
        <BankRuleDialog
          key={editing.rule?.id ?? `new-${round}`}
          rule={editing.rule}
          notice={editing.rule === null && round > 0 ? bankTexts.ruleCreated : undefined}
          onSubmit={async (input, again) => {
            await props.onSave(editing.rule, input);
            if (editing.rule === null && again) setRound((current) => current + 1);
            else setEditing(null);
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer la règle ?"
        message={
          deleting
            ? `La règle « ${ruleConditions(deleting)} » ne proposera plus rien. Les lignes déjà rapprochées avec elle le restent.`
            : ''
        }
        onConfirm={() => {
          if (deleting) props.onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}
