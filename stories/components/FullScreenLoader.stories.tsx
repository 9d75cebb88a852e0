import type { Meta, StoryObj } from '@storybook/react';
import { FullScreenLoader } from '../../web/src/components/FullScreenLoader';

const meta = {
  title: 'Composants/FullScreenLoader',
  component: FullScreenLoader,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FullScreenLoader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
