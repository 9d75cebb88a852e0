import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDate, formatEuro } from '../../../lib/format';
import { useSubmit } from '../../../lib/useSubmit';
import {
  type BankAccountRow,
  type CsvMapping,
  FORMAT_LABELS,
  type ImportResult,
  type StatementPreview,
  bankTexts,
} from '../bank-texts';

interface ImportStatementDialogProps {
  accounts: BankAccountRow[];
  accountId: number;
  onPreview(accountId: number, file: File, mapping: CsvMapping | null): Promise<StatementPreview>;
  onImport(accountId: number, file: File, mapping: CsvMapping | null, saveMapping: boolean): Promise<ImportResult>;
  onClose(): void;
  /** A preview already read (the catalogue shows the dialog with one). */
  initialPreview?: StatementPreview;
}

const SEPARATORS = [
  [';', '« ; »'],
  [',', '« , »'],
  ['\t', 'Tabulation'],
] as const;
type ColumnKey = 'dateColumn' | 'labelColumn' | 'amountColumn' | 'debitColumn' | 'creditColumn' | 'referenceColumn';
const COLUMN_FIELDS: [ColumnKey, string][] = [
  ['dateColumn', 'Colonne date'],
  ['labelColumn', 'Colonne libellé'],
  ['amountColumn', 'Colonne montant'],
  ['debitColumn', 'Colonne débit'],
  ['creditColumn', 'Colonne crédit'],
  ['referenceColumn', 'Colonne référence'],
];

/**
 * « Importer un relevé »: the file is read first (« Aperçu »), showing its first lines as read and,
 * for a CSV, the detected columns that can be corrected and kept for the account; then imported.
 */
export function ImportStatementDialog(props: ImportStatementDialogProps) {
  const [accountId, setAccountId] = useState(props.accountId);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<StatementPreview | null>(props.initialPreview ?? null);
  const [mapping, setMapping] = useState<CsvMapping | null>(props.initialPreview?.mapping ?? null);
  const [saveMapping, setSaveMapping] = useState(true);
  const [result, setResult] = useState<ImportResult | null>(null);
  const { submitting, error, run } = useSubmit(bankTexts.importFailed);
  const readPreview = (chosen: File, corrected: CsvMapping | null) =>
    void run(async () => {
      const read = await props.onPreview(accountId, chosen, corrected);
      setPreview(read);
      setMapping(read.mapping);
    });
  const columns = preview?.columns.length ? preview.columns : Array.from({ length: 8 }, (_, i) => `Colonne ${i + 1}`);
  const setColumn = (key: ColumnKey, value: string) =>
    mapping && setMapping({ ...mapping, [key]: value === '' ? null : Number(value) });
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" aria-labelledby="bank-import-title">
      <DialogTitle id="bank-import-title">Importer un relevé</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <Alert severity="success">
              {result.added} ligne{result.added > 1 ? 's' : ''} importée{result.added > 1 ? 's' : ''}, {result.skipped}{' '}
              déjà présente{result.skipped > 1 ? 's' : ''}.
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <TextField
              select
              label="Compte"
              value={accountId}
              onChange={(e) => setAccountId(Number(e.target.value))}
              sx={{ minWidth: 220 }}
            >
              {props.accounts.map((account) => (
                <MenuItem key={account.id} value={account.id}>
                  {account.name}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" component="label">
              Choisir le fichier
              <input
                hidden
                type="file"
                aria-label="Fichier du relevé"
                accept=".xml,.ofx,.qfx,.csv,.txt"
                onChange={(event) => {
                  const chosen = event.target.files?.[0] ?? null;
                  setFile(chosen);
                  setResult(null);
                  if (chosen) readPreview(chosen, null);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary">
              {file ? file.name : 'CAMT.053, OFX ou CSV, 10 Mo au plus'}
            </Typography>
          </Stack>
          {preview && (
            <>
              <Typography>
                Format : <strong>{FORMAT_LABELS[preview.format] ?? preview.format}</strong> · {preview.lineCount} ligne
                {preview.lineCount > 1 ? 's' : ''}
                {preview.encoding ? ` · ${preview.encoding}` : ''}
              </Typography>
              {preview.warnings.map((warning) => (
                <Alert key={warning} severity="warning">
                  {warning}
                </Alert>
              ))}
              {preview.problems.length > 0 && (
                <Alert severity="error">
                  {preview.problems.slice(0, 10).map((problem) => (
                    <div key={`${problem.line}-${problem.reason}`}>
                      {problem.line === null ? '' : `Ligne ${problem.line} : `}
                      {problem.reason}
                    </div>
                  ))}
                </Alert>
              )}
              {mapping && (
                <Stack spacing={2} aria-label="Correspondance des colonnes">
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                    <TextField
                      select
                      size="small"
                      label="Séparateur"
                      value={mapping.separator}
                      onChange={(e) => setMapping({ ...mapping, separator: e.target.value })}
                    >
                      {SEPARATORS.map(([value, label]) => (
                        <MenuItem key={label} value={value}>
                          {label}
                        </MenuItem>
                      ))}
                    </TextField>
                    <TextField
                      select
                      size="small"
                      label="Décimales"
                      value={mapping.decimal}
                      onChange={(e) => setMapping({ ...mapping, decimal: e.target.value })}
                    >
                      <MenuItem value=",">Virgule</MenuItem>
                      <MenuItem value=".">Point</MenuItem>
                    </TextField>
                    <TextField
                      select
                      size="small"
                      label="Dates"
                      value={mapping.dateOrder}
                      onChange={(e) => setMapping({ ...mapping, dateOrder: e.target.value })}
                    >
                      <MenuItem value="dmy">jj/mm/aaaa</MenuItem>
                      <MenuItem value="ymd">aaaa-mm-jj</MenuItem>
                    </TextField>
                    <TextField
                      size="small"
                      type="number"
                      label="Lignes avant le tableau"
                      value={mapping.skipRows}
                      onChange={(e) => setMapping({ ...mapping, skipRows: Math.max(0, Number(e.target.value)) })}
                    />
                  </Stack>
                  <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))', gap: 2 }}>
                    {COLUMN_FIELDS.map(([key, label]) => (
                      <TextField
                        key={key}
                        select
                        size="small"
                        label={label}
                        value={mapping[key] ?? ''}
                        onChange={(e) => setColumn(key, e.target.value)}
                        fullWidth
                      >
                        <MenuItem value="">—</MenuItem>
                        {columns.map((name, index) => (
                          <MenuItem key={`${name}-${index}`} value={index}>
                            {name || `Colonne ${index + 1}`}
                          </MenuItem>
                        ))}
                      </TextField>
                    ))}
                  </Box>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                    <Button disabled={!file || submitting} onClick={() => file && readPreview(file, mapping)}>
                      Relire avec ces colonnes
                    </Button>
                    <FormControlLabel
                      control={<Checkbox checked={saveMapping} onChange={(e) => setSaveMapping(e.target.checked)} />}
                      label="Enregistrer ces colonnes pour ce compte"
                    />
                  </Stack>
                </Stack>
              )}
              {preview.rows.length > 0 && (
                <Table size="small" aria-label="Aperçu du relevé">
                  <TableHead>
                    <TableRow>
                      <TableCell>Ligne</TableCell>
                      <TableCell>Date</TableCell>
                      <TableCell>Libellé</TableCell>
                      <TableCell align="right">Montant</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {preview.rows.slice(0, 10).map((row) => (
                      <TableRow key={row.line}>
                        <TableCell>{row.line}</TableCell>
                        <TableCell>{formatDate(row.date)}</TableCell>
                        <TableCell>{row.label}</TableCell>
                        <TableCell align="right">{formatEuro(row.amount)}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{result ? 'Fermer' : 'Annuler'}</Button>
        <Button
          variant="contained"
          disabled={!file || !preview || preview.problems.length > 0 || submitting || result !== null}
          onClick={() =>
            file &&
            void run(async () => {
              const corrected = preview?.format === 'csv' ? mapping : null;
              setResult(await props.onImport(accountId, file, corrected, corrected !== null && saveMapping));
            })
          }
        >
          Importer
        </Button>
      </DialogActions>
    </Dialog>
  );
}
