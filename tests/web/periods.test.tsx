import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chartBucket, daysInPeriod } from '@pilotage/domain';
import { bucketLabel, spansYears } from '../../web/src/lib/chart-labels';
import { matchingPreset, PERIOD_PRESETS, presetOfSlug, presetPeriod, presetSlug } from '../../web/src/lib/periods';
import rangeMeta, * as rangeStories from '../../stories/components/DateRangeFilter.stories';
import dashboardMeta, * as dashboardStories from '../../stories/screens/dashboard/DashboardView.stories';
import filtersMeta, * as filtersStories from '../../stories/screens/performance/components/PerformanceFilters.stories';
import { renderStory } from './render-story';

describe('period presets', () => {
  it.each([
    ['Ce mois-ci', '2026-02-14', { startDate: '2026-02-01', endDate: '2026-02-28' }],
    ['Mois dernier', '2026-01-31', { startDate: '2025-12-01', endDate: '2025-12-31' }],
    ['Mois dernier', '2024-03-31', { startDate: '2024-02-01', endDate: '2024-02-29' }],
    ['Ce trimestre', '2026-05-20', { startDate: '2026-04-01', endDate: '2026-06-30' }],
    ['Ce trimestre', '2026-12-31', { startDate: '2026-10-01', endDate: '2026-12-31' }],
    ['Cette année', '2026-07-04', { startDate: '2026-01-01', endDate: '2026-12-31' }],
    ['Tout', '2026-07-04', { startDate: '', endDate: '' }],
  ] as const)('« %s » on %s', (preset, today, bounds) => {
    expect(presetPeriod(preset, today)).toEqual(bounds);
    expect(matchingPreset(bounds, today)).toBe(preset);
  });

  it('names no preset for a period typed by hand', () => {
    expect(matchingPreset({ startDate: '2026-02-02', endDate: '2026-02-28' }, '2026-02-14')).toBeNull();
  });

  it('applies a preset from the filter, and shows it chosen', async () => {
    const onChange = jest.fn();
    renderStory(rangeMeta, rangeStories.AllDates, { onChange, today: '2026-02-14' });
    expect(screen.getByRole('button', { name: 'Tout' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mois dernier' }));
    expect(onChange).toHaveBeenCalledWith({ startDate: '2026-01-01', endDate: '2026-01-31' });
  });
});

describe('a preset in the URL', () => {
  it('reads back every preset it writes, and nothing else', () => {
    for (const preset of PERIOD_PRESETS) expect(presetOfSlug(presetSlug(preset))).toBe(preset);
    expect(new Set(PERIOD_PRESETS.map(presetSlug)).size).toBe(PERIOD_PRESETS.length);
    expect(presetOfSlug('Ce mois-ci')).toBeNull();
    expect(presetOfSlug(null)).toBeNull();
  });
});

describe('how a chart groups a period', () => {
  it.each([
    ['2026-02-01', '2026-02-28', 28, 'day'],
    // Every calendar quarter, the longest (92 days) included, stays by day.
    ['2026-07-01', '2026-09-30', 92, 'day'],
    ['2026-07-01', '2026-10-01', 93, 'week'],
    ['2026-01-01', '2026-06-30', 181, 'week'],
    ['2026-07-01', '2026-12-31', 184, 'week'],
    ['2026-01-01', '2026-12-31', 365, 'month'],
    ['2024-01-01', '2024-12-31', 366, 'month'],
  ] as const)('%s → %s: %i days, by %s', (start, end, days, bucket) => {
    expect(daysInPeriod(start, end)).toBe(days);
    expect(chartBucket(start, end)).toBe(bucket);
  });

  it('draws each preset of a year as a manager reads it: months by day, a quarter by day, a year by month', () => {
    const today = '2026-11-26';
    const bucketOf = (preset: (typeof PERIOD_PRESETS)[number]) => {
      const { startDate, endDate } = presetPeriod(preset, today);
      return chartBucket(startDate, endDate);
    };
    expect(['Ce mois-ci', 'Mois dernier', 'Ce trimestre', 'Cette année'].map((p) => bucketOf(p as never))).toEqual([
      'day',
      'day',
      'day',
      'month',
    ]);
  });

  it('puts the year on every week and month label, and on days when they cross a year', () => {
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(bucketLabel('2026-01-01', 'month', 'tick'))).toBe('janv. 2026');
    expect(plain(bucketLabel('2026-01-01', 'month', 'tooltip'))).toBe('janvier 2026');
    expect(plain(bucketLabel('2025-12-29', 'week', 'tick'))).toBe('29 déc. 2025');
    expect(plain(bucketLabel('2025-12-29', 'week', 'tooltip'))).toBe('Semaine du 29 déc. 2025');
    expect(plain(bucketLabel('2026-03-05', 'day', 'tick'))).toBe('5 mars');
    expect(plain(bucketLabel('2026-01-02', 'day', 'tick', spansYears(['2025-12-30', '2026-01-02'])))).toBe(
      '2 janv. 2026',
    );
    expect(spansYears(['2026-01-02', '2026-12-30'])).toBe(false);
  });
});

describe('the presets on the dashboard and the performance screen', () => {
  it('calls « Tout » « Globaux » on the dashboard, and hands over the chosen period', async () => {
    const onPeriodChange = jest.fn();
    renderStory(dashboardMeta, dashboardStories.Populated, { onPeriodChange });
    const group = screen.getByRole('group', { name: 'Période' });
    expect(group).toHaveTextContent('Ce mois-ciMois dernierCe trimestreCette annéeGlobaux');
    expect(screen.getByRole('button', { name: 'Globaux' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Mois dernier' }));
    expect(onPeriodChange).toHaveBeenCalledWith({ startDate: '2024-05-01', endDate: '2024-05-31' }, 'Mois dernier');
  });

  it('labels the dashboard cards with the period their figures cover', () => {
    renderStory(dashboardMeta, dashboardStories.LastMonth);
    expect(screen.getByRole('button', { name: 'Mois dernier' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByText('Mois dernier', { selector: '.MuiChip-label' })).toHaveLength(1 + 6);
  });

  it('applies a preset on the performance screen at once, keeping the employee drafted', async () => {
    const onApply = jest.fn();
    renderStory(filtersMeta, filtersStories.Applied, { onApply });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Ce trimestre' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ startDate: '2024-04-01', endDate: '2024-06-30', employee: expect.anything() }),
    );
    expect(screen.getByRole('button', { name: 'Ce trimestre' })).toHaveAttribute('aria-pressed', 'true');
  });
});
