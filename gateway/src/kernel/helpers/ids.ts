import { apiMessages } from '@pilotage/domain';
import { badInput } from './errors';

export const MAX_ID = 2_147_483_647;

/** A positive integer id (PostgreSQL integer); anything else, `1.5` or `1 OR 1=1`, is a 400. */
export function parseId(raw: unknown): number {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,10}$/.test(text)) throw badInput(apiMessages.invalidId);
  const id = Number(text);
  if (id < 1 || id > MAX_ID) throw badInput(apiMessages.invalidId);
  return id;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A UUID (a queue job's id), lower-cased; anything else is a 400 before it reaches PostgreSQL's uuid type. */
export function parseUuid(raw: unknown): string {
  if (typeof raw !== 'string' || !UUID.test(raw)) throw badInput(apiMessages.invalidId);
  return raw.toLowerCase();
}
