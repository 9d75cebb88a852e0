import { dayRangeProblem } from '@pilotage/domain';
import { formatDate, formatInteger, formatPercent } from '../../lib/format';
import type { EmployeeOption } from '../../components/EmployeeAutocomplete';

/** The performance screen's texts and rules (docs/product.md §2, §5, §8). */
export const performanceTexts = {
  title: 'Tableau de Bord des Performances',
  allEmployees: 'Tous les employés',
  empty: 'Aucune donnée de performance par employé à afficher pour les filtres sélectionnés.',
  employeesLoadFailed: 'Impossible de charger la liste des employés pour le filtre.',
  statsLoadFailed: 'Impossible de charger les statistiques.',
  missing: 'N/A',
} as const;

export interface PerformanceFilter {
  /** 'YYYY-MM-DD' or ''. */
  startDate: string;
  endDate: string;
  /** null for every employee. */
  employee: EmployeeOption | null;
}

export const NO_FILTER: PerformanceFilter = { startDate: '', endDate: '', employee: null };

/** docs/product.md §5: the start may not come after the end (the gateway refuses it the same way). */
export const validateFilter = (filter: PerformanceFilter): string | null =>
  dayRangeProblem(filter.startDate, filter.endDate);

/** The subtitle: which filters the figures follow. */
export function activeFiltersText(filter: PerformanceFilter): string {
  const parts = [
    filter.startDate && `du ${formatDate(filter.startDate)}`,
    filter.endDate && `au ${formatDate(filter.endDate)}`,
    filter.employee && `employé : ${filter.employee.name}`,
  ].filter(Boolean);
  return parts.length
    ? `Filtres actifs : ${parts.join(', ')}`
    : `Filtres actifs : aucun (toutes les dates, ${performanceTexts.allEmployees.toLowerCase()})`;
}

type Figure = number | null | undefined;
const missing = (value: Figure): value is null | undefined =>
  value === null || value === undefined || Number.isNaN(value);

/** A count, or N/A when the server gave none. */
export const countOrNA = (value: Figure): string => (missing(value) ? performanceTexts.missing : formatInteger(value));
/** A 0–1 fraction as a percentage with one decimal (« 85,3 % »), or N/A. */
export const rateOrNA = (value: Figure): string => (missing(value) ? performanceTexts.missing : formatPercent(value));
