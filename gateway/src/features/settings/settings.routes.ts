import { inputSchema } from '../../transports/http/openapi/input-schema';
import type { JsonSchema } from '../../transports/http/openapi/json-schema';
import { viewSchema } from '../../transports/http/openapi/view-schema';
import type { RestRoutes } from '../../transports/http/rest';
import { toSnake } from '../../kernel/helpers/case';
import { VIEW_FIELDS, getSettings, toStrings, updateSettingsFromStrings } from './settings.service';
import { GlobalSettingsInput, GlobalSettingsView } from './settings.types';

// The stored key of each field as viewSchema names it (its snake_case).
const STORED_KEY = new Map(Object.entries(VIEW_FIELDS).map(([key, field]) => [toSnake(field), key]));

/** The REST form of the settings (docs/product.md §3): the same fields under their stored keys, with each switch written as the text 'true' or 'false'. */
function withTextSwitches(schema: JsonSchema, switchSchema: JsonSchema): JsonSchema {
  const properties = Object.entries(schema.properties as Record<string, JsonSchema>).map(([snake, property]) => {
    const name = STORED_KEY.get(snake) ?? snake;
    if (![property.type].flat().includes('boolean')) return [name, property];
    const { type: _boolean, ...rest } = property;
    return [name, { ...rest, ...switchSchema }];
  });
  const required = (schema.required as string[] | undefined)?.map((snake) => STORED_KEY.get(snake) ?? snake);
  return { ...schema, properties: Object.fromEntries(properties), ...(required ? { required } : {}) };
}

const settings = { tag: 'Paramètres', access: 'admin' } as const;

export function settingsRoutes(rest: RestRoutes) {
  const answer = {
    $id: 'GlobalSettingsText',
    ...withTextSwitches(
      viewSchema(GlobalSettingsView, () => ({})),
      { type: 'string', enum: ['true', 'false'] },
    ),
  };
  rest.get('/api/settings', async (ctx) => toStrings(await getSettings(ctx)), {
    ...settings,
    summary: 'Lire les réglages globaux',
    response: answer,
  });
  rest.put('/api/settings', (ctx, req) => updateSettingsFromStrings(ctx, req.body ?? {}), {
    ...settings,
    summary: 'Modifier les réglages globaux',
    description: 'Une clé absente garde sa valeur ; une clé inconnue est refusée (400).',
    body: {
      $id: 'GlobalSettingsTextInput',
      ...withTextSwitches(inputSchema(GlobalSettingsInput), { enum: ['true', 'false', true, false] }),
      additionalProperties: false,
    },
    response: answer,
  });
}
