import { MAX_SEARCH_LENGTH, apiMessages } from '@pilotage/domain';
import type { Params } from './sql';
import { badInput } from '../helpers/errors';

/** Under this many characters a search has no trigram to look up: it matches word starts instead of any substring. */
const TRIGRAM = 3;

/** A free-text filter (`search`, `q`): trimmed, absent or blank means no filter, at most 100 characters. */
export function searchParam(raw: unknown, name: string): string | undefined {
  if (raw === undefined || raw === null) return undefined;
  const text = typeof raw === 'string' ? raw.trim() : undefined;
  if (text === undefined || [...text].length > MAX_SEARCH_LENGTH) {
    throw badInput(apiMessages.longParameter(name, MAX_SEARCH_LENGTH));
  }
  return text === '' ? undefined : text;
}

/**
 * Case- and accent-insensitive matching of one searched text, bound once in `params`. The columns
 * are normalised by `pilotage_search_text` (migration Migration20261124010000_search), exactly as
 * their trigram indexes are, so `matches('e.name')` is served by `employees_name_search_index`.
 * Three characters or more match anywhere; one or two match the start of a word (the start of the
 * text or after a space), which the same indexes serve too.
 */
export class TextSearch {
  private readonly pattern: string;
  private readonly short: boolean;

  constructor(params: Params, text: string) {
    // Normalised like the columns, then LIKE's wildcards escaped: after unaccent, since it turns « ％ » into « % ».
    this.pattern = `replace(replace(replace(pilotage_search_text(${params.bind(text)}), '\\', '\\\\'), '%', '\\%'), '_', '\\_')`;
    this.short = [...text].length < TRIGRAM;
  }

  /** The condition: `expression` (a text expression, as indexed) contains the searched text. */
  matches(expression: string): string {
    const normalised = `pilotage_search_text(${expression})`;
    if (this.short)
      return `(${normalised} like ${this.pattern} || '%' or ${normalised} like '% ' || ${this.pattern} || '%')`;
    return `${normalised} like '%' || ${this.pattern} || '%'`;
  }

  /** True when `expression` starts with the searched text: the ranking of a selector's choices. */
  startsWith(expression: string): string {
    return `pilotage_search_text(${expression}) like ${this.pattern} || '%'`;
  }
}
