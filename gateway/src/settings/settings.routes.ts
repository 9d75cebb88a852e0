import { inputSchema } from '../openapi/input-schema';
import type { JsonSchema } from '../openapi/json-schema';
import { viewSchema } from '../openapi/view-schema';
import type { RestRoutes } from '../shared/rest';
import { getSettings, toStrings, updateSettingsFromStrings } from './settings.service';
import { GlobalSettingsInput, GlobalSettingsView } from './settings.types';

/** The REST form of the settings (docs/product.md §3): the same fields, with each switch written as the text 'true' or 'false'. */
function withTextSwitches(schema: JsonSchema, switchSchema: JsonSchema): JsonSchema {
  const properties = Object.entries(schema.properties as Record<string, JsonSchema>).map(([name, property]) => {
    if (![property.type].flat().includes('boolean')) return [name, property];
    const { type: _boolean, ...rest } = property;
    return [name, { ...rest, ...switchSchema }];
  });
  return { ...schema, properties: Object.fromEntries(properties) };
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
