import type { Meta, StoryObj } from '@storybook/react';
import { ActorAutocomplete } from '../../../../web/src/screens/audit/components/ActorAutocomplete';

const meta = {
  title: 'Écrans/Journal/ActorAutocomplete',
  component: ActorAutocomplete,
  args: { value: null, onChange: () => undefined },
} satisfies Meta<typeof ActorAutocomplete>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Everyone: Story = {};
export const Chosen: Story = { args: { value: { id: 2, username: 'claire.martin', role: 'Manager' } } };
export const SearchFails: Story = { parameters: { searchFails: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
