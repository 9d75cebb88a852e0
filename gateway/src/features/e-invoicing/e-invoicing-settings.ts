import type { EntityManager } from '@mikro-orm/postgresql';
import { type EInvoicingAddressScheme, compactIdentifier } from '@pilotage/domain';
import type { EInvoicingEnv } from '../../kernel/config/config';
import { open } from '../../kernel/credentials/secret-box';
import { E_INVOICING_SECRET_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { query } from '../../kernel/database/sql';

/** The row of `e_invoicing_settings` as typed on the settings screen, the secret opened. */
export interface StoredEInvoicingSettings {
  flowUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  addressScheme: EInvoicingAddressScheme;
  electronicAddress: string;
}

/** What the calls use: each field typed on the screen, else the environment's. */
export interface PaConnection {
  flowUrl: string;
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
}

export const EMPTY_SETTINGS: StoredEInvoicingSettings = {
  flowUrl: '',
  tokenUrl: '',
  clientId: '',
  clientSecret: '',
  addressScheme: 'SIREN',
  electronicAddress: '',
};

interface Row {
  flow_url: string;
  token_url: string;
  client_id: string;
  client_secret: string;
  address_scheme: EInvoicingAddressScheme;
  electronic_address: string;
}

export async function readStoredSettings(em: EntityManager): Promise<StoredEInvoicingSettings> {
  const [row] = await query<Row>(
    em,
    'select flow_url, token_url, client_id, client_secret, address_scheme, electronic_address from e_invoicing_settings where id = 1',
  );
  if (!row) return { ...EMPTY_SETTINGS };
  return {
    flowUrl: row.flow_url,
    tokenUrl: row.token_url,
    clientId: row.client_id,
    clientSecret: row.client_secret === '' ? '' : open(row.client_secret, E_INVOICING_SECRET_CONTEXT),
    addressScheme: row.address_scheme,
    electronicAddress: row.electronic_address,
  };
}

/** The fields the environment fills, by their view names. */
export function environmentFields(env: EInvoicingEnv): string[] {
  const given: [string, string | null][] = [
    ['flowUrl', env.flowUrl],
    ['tokenUrl', env.tokenUrl],
    ['clientId', env.clientId],
    ['clientSecret', env.clientSecret],
  ];
  return given.filter(([, value]) => value !== null).map(([name]) => name);
}

/** The connection in force, or null while a field is missing on both the screen and the environment. */
export function effectiveConnection(stored: StoredEInvoicingSettings, env: EInvoicingEnv): PaConnection | null {
  const connection = {
    flowUrl: (stored.flowUrl || env.flowUrl || '').replace(/\/+$/, ''),
    tokenUrl: stored.tokenUrl || env.tokenUrl || '',
    clientId: stored.clientId || env.clientId || '',
    clientSecret: stored.clientSecret || env.clientSecret || '',
  };
  return Object.values(connection).every((value) => value !== '') ? connection : null;
}

/** The connection in force, read from the database; null without a platform. */
export async function readConnection(em: EntityManager, env: EInvoicingEnv): Promise<PaConnection | null> {
  return effectiveConnection(await readStoredSettings(em), env);
}

/** The address typed on the screen, else the SIREN (first 9 digits of the SIRET) of the invoice settings. */
export async function effectiveAddress(em: EntityManager, stored: StoredEInvoicingSettings): Promise<string> {
  if (stored.electronicAddress !== '') return stored.electronicAddress;
  const [row] = await query<{ siret: string }>(em, 'select siret from invoice_settings order by id limit 1');
  const digits = compactIdentifier(row?.siret ?? '');
  return /^\d{9}/.test(digits) ? digits.slice(0, 9) : '';
}
