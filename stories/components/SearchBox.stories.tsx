import type { Meta, StoryObj } from '@storybook/react';
import { SearchBox } from '../../web/src/components/SearchBox';

const meta = {
  title: 'Composants/SearchBox',
  component: SearchBox,
  args: { value: '', onChange: () => undefined },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
/** A search applied (from the URL): the clear button shows. */
export const Searched: Story = { args: { value: 'facture' } };
export const Dark: Story = { args: { value: 'facture' }, globals: { colorMode: 'dark' } };
