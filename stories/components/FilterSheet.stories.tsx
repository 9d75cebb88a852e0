import type { Meta, StoryObj } from '@storybook/react';
import { FilterSheet } from '../../web/src/components/FilterSheet';
import { DateRangeFilter } from '../../web/src/components/DateRangeFilter';
import { TaskStatusFilter } from '../../web/src/screens/tasks/components/TaskStatusFilter';

const filters = (
  <>
    <TaskStatusFilter value="En cours" onChange={() => undefined} />
    <DateRangeFilter range={{ startDate: '2026-11-01', endDate: '' }} onChange={() => undefined} today="2026-11-26" />
  </>
);

const meta = {
  title: 'Composants/FilterSheet',
  component: FilterSheet,
  args: { active: 2, children: filters },
} satisfies Meta<typeof FilterSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

/** From 600 px: the filters inline, as they were. */
export const Inline: Story = { args: { folded: false } };
/** On a phone: one « Filtres » button with the number of active filters. */
export const Folded: Story = { args: { folded: true } };
/** The sheet open from the bottom edge. */
export const Open: Story = { args: { folded: true, initiallyOpen: true } };
export const Dark: Story = { args: { folded: true, initiallyOpen: true }, globals: { colorMode: 'dark' } };
