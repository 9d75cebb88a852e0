import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchingPreset, presetPeriod } from '../../web/src/lib/periods';
import rangeMeta, * as rangeStories from '../../stories/components/DateRangeFilter.stories';
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
