import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import type { Context } from '../../kernel/context/context';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { badInput } from '../../kernel/helpers/errors';
import { validated } from '../../kernel/helpers/validation';
import { BOT_TOKEN_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { open, seal } from '../../kernel/credentials/secret-box';
import { Setting } from './setting.entity';
import { GlobalSettingsInput, type GlobalSettingsView } from './settings.types';

/** The stored keys (docs/product.md §3) and their values before the first save. */
export const SETTING_DEFAULTS = {
  telegram_bot_token: '',
  notification_tasks_enabled: 'true',
  notification_financials_enabled: 'true',
  notification_all_tasks_done_enabled: 'true',
  require_2fa_for_admins: 'false',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
const KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/** The view's field of each stored key (`require_2fa_for_admins` is not the snake_case of its field's name). */
export const VIEW_FIELDS: Record<SettingKey, keyof GlobalSettingsView> = {
  telegram_bot_token: 'telegramBotToken',
  notification_tasks_enabled: 'notificationTasksEnabled',
  notification_financials_enabled: 'notificationFinancialsEnabled',
  notification_all_tasks_done_enabled: 'notificationAllTasksDoneEnabled',
  require_2fa_for_admins: 'require2faForAdmins',
};

const SWITCH_2FA_INVALID = apiMessages.twoFactorSwitchInvalid;

export function toView(values: Record<SettingKey, string>): GlobalSettingsView {
  return {
    telegramBotToken: values.telegram_bot_token,
    notificationTasksEnabled: values.notification_tasks_enabled === 'true',
    notificationFinancialsEnabled: values.notification_financials_enabled === 'true',
    notificationAllTasksDoneEnabled: values.notification_all_tasks_done_enabled === 'true',
    require2faForAdmins: values.require_2fa_for_admins === 'true',
  };
}

/** The stored form: a flat object of strings, booleans as 'true'/'false' (docs/product.md §3). */
export function toStrings(view: GlobalSettingsView): Record<SettingKey, string> {
  return {
    telegram_bot_token: view.telegramBotToken,
    notification_tasks_enabled: String(view.notificationTasksEnabled),
    notification_financials_enabled: String(view.notificationFinancialsEnabled),
    notification_all_tasks_done_enabled: String(view.notificationAllTasksDoneEnabled),
    require_2fa_for_admins: String(view.require2faForAdmins),
  };
}

/** The bot token is stored sealed (shared/secret-box.ts); '' (no token) is stored as is. */
const storedValue = (key: SettingKey, value: string) =>
  key === 'telegram_bot_token' && value !== '' ? seal(value, BOT_TOKEN_CONTEXT) : value;
const clearValue = (key: string, value: string) =>
  key === 'telegram_bot_token' && value !== '' ? open(value, BOT_TOKEN_CONTEXT) : value;

/** Every setting, defaults filled in. For internal use (notifications); no access check. */
export async function readSettings(em: EntityManager): Promise<GlobalSettingsView> {
  const rows = await em.find(Setting, { key: { $in: KEYS } });
  const values: Record<SettingKey, string> = { ...SETTING_DEFAULTS };
  for (const row of rows) values[row.key as SettingKey] = clearValue(row.key, row.value);
  return toView(values);
}

export async function getSettings(ctx: Context): Promise<GlobalSettingsView> {
  requireRole(ctx, ADMIN);
  return readSettings(ctx.em);
}

export async function updateSettings(ctx: Context, raw: unknown): Promise<GlobalSettingsView> {
  requireRole(ctx, ADMIN);
  const input = await validated(GlobalSettingsInput, raw);
  const current = await readSettings(ctx.em);
  const next = { ...current };
  for (const [key, value] of Object.entries(input) as [
    keyof GlobalSettingsView,
    string | boolean | undefined | null,
  ][]) {
    if (value !== undefined && value !== null)
      (next as Record<string, unknown>)[key] = typeof value === 'string' ? value.trim() : value;
  }
  const strings = toStrings(next);
  // A sealed value differs at each sealing: an unchanged token is not written again (nor journaled).
  const written = KEYS.filter(
    (key) => key !== 'telegram_bot_token' || next.telegramBotToken !== current.telegramBotToken,
  );
  const write = () =>
    auditedTransaction(ctx, async (em) => {
      for (const key of written)
        await em.upsert(Setting, { key, value: storedValue(key, strings[key]), updatedAt: new Date() });
    });
  // Every Admin's session depends on the two-factor requirement (context.ts).
  if (next.require2faForAdmins === current.require2faForAdmins) await write();
  else await ctx.deps.sessionCache.changing('all', write);
  return next;
}

/** The REST form of `updateSettings`: strings in, strings out. */
export async function updateSettingsFromStrings(ctx: Context, body: unknown): Promise<Record<SettingKey, string>> {
  requireRole(ctx, ADMIN);
  return toStrings(await updateSettings(ctx, settingsInputFromStrings(body)));
}

/**
 * Reads the REST form (`{"notification_tasks_enabled": "true", ...}`) into the service's input.
 * Unknown keys are refused rather than ignored: a typo must not look saved.
 */
function settingsInputFromStrings(body: unknown): Record<string, unknown> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw badInput(apiMessages.jsonObjectExpected);
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!KEYS.includes(key as SettingKey)) throw badInput(apiMessages.unknownSetting(key));
    if (key === 'telegram_bot_token') {
      if (typeof value !== 'string' && value !== null) throw badInput(apiMessages.settingValuesAreText);
      input.telegramBotToken = value ?? '';
    } else {
      const flag = value === 'true' || value === true ? true : value === 'false' || value === false ? false : undefined;
      if (flag === undefined) {
        throw badInput(key === 'require_2fa_for_admins' ? SWITCH_2FA_INVALID : apiMessages.enabledSwitchInvalid);
      }
      input[VIEW_FIELDS[key as SettingKey]] = flag;
    }
  }
  return input;
}
