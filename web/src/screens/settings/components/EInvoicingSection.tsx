import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';
import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import {
  E_INVOICING_ADDRESS_SCHEMES,
  E_INVOICING_ADDRESS_SCHEME_LABELS,
  type EInvoicingAddressScheme,
  electronicAddressError,
} from '@pilotage/domain';
import { TimedAlert, type Banner } from '../../../components/TimedAlert';
import type {
  EInvoicingExchangeRowFragment,
  EInvoicingSettingsFieldsFragment,
} from '../../../graphql/generated/graphql';
import { formatDateTime } from '../../../lib/format';
import { SAVE_BANNER_MS } from '../settings-values';

export interface EInvoicingValues {
  flowUrl: string;
  tokenUrl: string;
  clientId: string;
  /** Typed only to change it; empty keeps the stored one. */
  clientSecret: string;
  addressScheme: EInvoicingAddressScheme;
  electronicAddress: string;
}

export interface EInvoicingSectionProps {
  settings: EInvoicingSettingsFieldsFragment | null;
  loadError: string | null;
  saving: boolean;
  testing: boolean;
  banner: Banner | null;
  exchanges: EInvoicingExchangeRowFragment[];
  exchangesTotal: number;
  /** The page shown, from 0, and its size. */
  page: number;
  pageSize: number;
  onSave(values: EInvoicingValues): void;
  onTest(): void;
  onPage(page: number): void;
  /** Where Pilotage is reached (`https://pilotage.example.fr`): the webhook's URL starts with it. */
  webhookOrigin?: string;
}

/** The webhook's URL and secret, for the platform's callbacks (« Rappels de la plateforme »). */
function WebhookDetails({ url, secret }: { url: string; secret: string }) {
  const [shown, setShown] = useState(false);
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        Rappels de la plateforme (webhook)
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Donnez à la plateforme cette adresse et ce secret : elle l’appelle quand une facture change d’état (déposée,
        refusée, encaissée…), le secret dans l’en-tête X-Pilotage-Webhook-Secret. Sans webhook, Pilotage interroge la
        plateforme à intervalles réguliers.
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField label="Adresse du webhook" value={url} fullWidth slotProps={{ htmlInput: { readOnly: true } }} />
        <TextField
          label="Secret du webhook"
          value={secret}
          type={shown ? 'text' : 'password'}
          fullWidth
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <Button variant="outlined" onClick={() => setShown(!shown)} sx={{ flexShrink: 0 }}>
          {shown ? 'Masquer le secret' : 'Afficher le secret'}
        </Button>
      </Stack>
    </Stack>
  );
}

const ENVIRONMENT_NAMES: Record<string, string> = {
  flowUrl: 'PA_FLOW_URL',
  tokenUrl: 'PA_TOKEN_URL',
  clientId: 'PA_CLIENT_ID',
  clientSecret: 'PA_CLIENT_SECRET',
};

function initialValues(settings: EInvoicingSettingsFieldsFragment | null): EInvoicingValues {
  return {
    flowUrl: settings?.flowUrl ?? '',
    tokenUrl: settings?.tokenUrl ?? '',
    clientId: settings?.clientId ?? '',
    clientSecret: '',
    addressScheme: (settings?.addressScheme as EInvoicingAddressScheme | undefined) ?? 'SIREN',
    electronicAddress: settings?.electronicAddress ?? '',
  };
}

/** « Facturation électronique »: the Plateforme Agréée's connection, its test, and the calls made to it (Admins). */
export function EInvoicingSection(props: EInvoicingSectionProps) {
  const { settings } = props;
  const [values, setValues] = useState(() => initialValues(settings));
  const set = (field: keyof EInvoicingValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const addressError = electronicAddressError(values.addressScheme, values.electronicAddress.replace(/\s+/g, ''));
  const fromEnvironment = settings?.fromEnvironment ?? [];
  const environmentHint = (field: string) =>
    fromEnvironment.includes(field) ? `Vide : la valeur de ${ENVIRONMENT_NAMES[field]} est utilisée.` : undefined;

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Facturation électronique
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Les factures aux entreprises passent par la plateforme agréée (PA) que vous avez choisie, selon la norme AFNOR
        XP Z12-013. Indiquez les adresses et les identifiants que votre plateforme vous a donnés.
      </Typography>
      {props.loadError ? (
        <Alert severity="error">{props.loadError}</Alert>
      ) : (
        <Stack spacing={2}>
          <TimedAlert banner={props.banner} durationMs={SAVE_BANNER_MS} />
          {settings && !settings.configured && (
            <Alert severity="info">Aucune plateforme configurée : les factures restent non transmises.</Alert>
          )}
          <TextField
            label="Adresse du Flow Service"
            placeholder="https://api.plateforme.fr/flow-service"
            value={values.flowUrl}
            onChange={set('flowUrl')}
            helperText={environmentHint('flowUrl')}
          />
          <TextField
            label="Adresse du jeton (OAuth 2.0)"
            placeholder="https://auth.plateforme.fr/oauth/token"
            value={values.tokenUrl}
            onChange={set('tokenUrl')}
            helperText={environmentHint('tokenUrl')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Identifiant client"
              value={values.clientId}
              onChange={set('clientId')}
              helperText={environmentHint('clientId')}
              fullWidth
            />
            <TextField
              label="Secret client"
              type="password"
              autoComplete="new-password"
              value={values.clientSecret}
              onChange={set('clientSecret')}
              placeholder={settings?.clientSecretSet ? '•••••••• (enregistré)' : ''}
              helperText={
                settings?.clientSecretSet
                  ? 'Enregistré et chiffré ; saisissez-en un autre pour le remplacer.'
                  : environmentHint('clientSecret')
              }
              fullWidth
            />
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Type d’adresse électronique"
              value={values.addressScheme}
              onChange={set('addressScheme')}
              sx={{ minWidth: 240 }}
            >
              {E_INVOICING_ADDRESS_SCHEMES.map((scheme) => (
                <MenuItem key={scheme} value={scheme}>
                  {E_INVOICING_ADDRESS_SCHEME_LABELS[scheme]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Adresse électronique de l’entreprise"
              value={values.electronicAddress}
              onChange={set('electronicAddress')}
              error={addressError !== null}
              helperText={
                addressError ??
                (values.electronicAddress === ''
                  ? `Vide : le SIREN des paramètres de facture${settings?.effectiveAddress ? ` (${settings.effectiveAddress})` : ''}.`
                  : undefined)
              }
              fullWidth
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="outlined"
              startIcon={<NetworkCheckIcon />}
              loading={props.testing}
              disabled={props.saving}
              onClick={props.onTest}
            >
              Tester la connexion
            </Button>
            <Button
              variant="contained"
              startIcon={<SaveIcon />}
              loading={props.saving}
              disabled={addressError !== null || props.testing}
              onClick={() => props.onSave(values)}
            >
              Enregistrer
            </Button>
          </Stack>
          {settings && (
            <WebhookDetails
              url={`${props.webhookOrigin ?? ''}${settings.webhookPath}`}
              secret={settings.webhookSecret}
            />
          )}
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            Échanges avec la plateforme ({props.exchangesTotal})
          </Typography>
          {props.exchanges.length === 0 ? (
            <Typography color="text.secondary">Aucun échange pour le moment.</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Échanges avec la plateforme">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>Appel</TableCell>
                    <TableCell align="right">Statut</TableCell>
                    <TableCell align="right">Durée</TableCell>
                    <TableCell>Flux</TableCell>
                    <TableCell>Erreur</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {props.exchanges.map((exchange) => (
                    <TableRow key={exchange.id}>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(exchange.at)}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                        {exchange.method} {exchange.path}
                      </TableCell>
                      <TableCell align="right">{exchange.status ?? '—'}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {exchange.durationMs} ms
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{exchange.flowId ?? ''}</TableCell>
                      <TableCell>{exchange.error ?? ''}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              <TablePagination
                component="div"
                count={props.exchangesTotal}
                page={props.page}
                rowsPerPage={props.pageSize}
                rowsPerPageOptions={[props.pageSize]}
                onPageChange={(_event, page) => props.onPage(page)}
              />
            </TableContainer>
          )}
        </Stack>
      )}
    </Paper>
  );
}
