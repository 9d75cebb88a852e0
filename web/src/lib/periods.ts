import { addDays, addMonths } from '@pilotage/domain';

/** The periods a manager asks for most, by their French names; « Tout » is no bound at all. */
export const PERIOD_PRESETS = ['Ce mois-ci', 'Mois dernier', 'Ce trimestre', 'Cette année', 'Tout'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  /** 'YYYY-MM-DD' or '' for no bound. */
  startDate: string;
  endDate: string;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;
const monthEnd = (start: string) => addDays(addMonths(start, 1), -1);

/** The inclusive bounds of a preset around `today` (the business day, 'YYYY-MM-DD'). */
export function presetPeriod(preset: PeriodPreset, today: string): Period {
  const thisMonth = monthStart(today);
  switch (preset) {
    case 'Ce mois-ci':
      return { startDate: thisMonth, endDate: monthEnd(thisMonth) };
    case 'Mois dernier': {
      const start = addMonths(thisMonth, -1);
      return { startDate: start, endDate: monthEnd(start) };
    }
    case 'Ce trimestre': {
      const month = Number(today.slice(5, 7));
      const start = `${today.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
      return { startDate: start, endDate: addDays(addMonths(start, 3), -1) };
    }
    case 'Cette année':
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: `${today.slice(0, 4)}-12-31` };
    case 'Tout':
      return { startDate: '', endDate: '' };
  }
}

/** The preset a period is exactly, if any (the chip shown as chosen). */
export function matchingPreset(period: Period, today: string): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const bounds = presetPeriod(preset, today);
      return bounds.startDate === period.startDate && bounds.endDate === period.endDate;
    }) ?? null
  );
}

/** A preset as a URL keeps it (`?periode=mois-dernier`), so a chosen period survives a reload and can be shared. */
const SLUGS: Record<PeriodPreset, string> = {
  'Ce mois-ci': 'mois',
  'Mois dernier': 'mois-dernier',
  'Ce trimestre': 'trimestre',
  'Cette année': 'annee',
  Tout: 'tout',
};

export const presetSlug = (preset: PeriodPreset): string => SLUGS[preset];

/** The preset a URL names, or null for none or an unknown word. */
export const presetOfSlug = (slug: string | null | undefined): PeriodPreset | null =>
  PERIOD_PRESETS.find((preset) => SLUGS[preset] === slug) ?? null;
