import type {
  EInvoicingExchangeRowFragment,
  EInvoicingSettingsFieldsFragment,
} from '../../../web/src/graphql/generated/graphql';

export const configuredSettings: EInvoicingSettingsFieldsFragment & { __typename: 'EInvoicingSettings' } = {
  __typename: 'EInvoicingSettings',
  flowUrl: 'https://api.plateforme-exemple.fr/flow-service',
  tokenUrl: 'https://auth.plateforme-exemple.fr/oauth/token',
  clientId: 'atelier-dupont',
  clientSecretSet: true,
  addressScheme: 'SIREN',
  electronicAddress: '',
  effectiveAddress: '732829320',
  fromEnvironment: [],
  configured: true,
  webhookPath: '/api/e-invoicing/webhook',
  webhookSecret: 'q0Zr8hV3mN5bT1xK7wD2sL9cF4gJ6pE0aY8uI3oR5tW',
};

export const exchange = (
  id: string,
  at: string,
  method: string,
  path: string,
  status: number | null,
  durationMs: number,
  flowId: string | null = null,
  error: string | null = null,
): EInvoicingExchangeRowFragment & { __typename: 'EInvoicingExchange' } => ({
  __typename: 'EInvoicingExchange',
  id,
  at,
  method,
  path,
  status,
  durationMs,
  flowId,
  error,
});
