import type { Meta, StoryObj } from '@storybook/react';
import { SkipLink } from '../../web/src/components/SkipLink';

const meta = {
  title: 'Composants/SkipLink',
  component: SkipLink,
  args: { target: 'contenu' },
} satisfies Meta<typeof SkipLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Hidden until the first Tab; press Tab in the canvas to see it. */
export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
