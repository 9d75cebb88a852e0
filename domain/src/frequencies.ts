import { addDays, addMonths } from './calendar';

/** The specification's frequencies of routine tasks, in order of increasing period. */
export const FREQUENCIES = [
  'Journalier',
  'Hebdomadaire',
  'Bi-hebdomadaire',
  'Mensuel',
  'Trimestriel',
  'Annuel',
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

export const isFrequency = (value: unknown): value is Frequency => (FREQUENCIES as readonly unknown[]).includes(value);

/** One period of each frequency; months clamp to the last day of the target month. */
const PERIODS: Record<Frequency, (day: string) => string> = {
  Journalier: (day) => addDays(day, 1),
  Hebdomadaire: (day) => addDays(day, 7),
  'Bi-hebdomadaire': (day) => addDays(day, 14),
  Mensuel: (day) => addMonths(day, 1),
  Trimestriel: (day) => addMonths(day, 3),
  Annuel: (day) => addMonths(day, 12),
};

export const addPeriod = (day: string, frequency: Frequency): string => PERIODS[frequency](day);

/** The next occurrence of a routine task: one period after its due date or, without one, after the day it was completed. */
export const nextDueDate = (dueDate: string | null, frequency: Frequency, completedOn: string): string =>
  addPeriod(dueDate ?? completedOn, frequency);
