import type { RestRoutes } from '../shared/rest';
import { getSettings, toStrings, updateSettingsFromStrings } from './settings.service';

export function settingsRoutes(rest: RestRoutes) {
  rest.get('/api/settings', async (ctx) => toStrings(await getSettings(ctx)));
  rest.put('/api/settings', (ctx, req) => updateSettingsFromStrings(ctx, req.body ?? {}));
}
