import type { Meta, StoryObj } from '@storybook/react';
import { CopyButton } from '../../web/src/components/CopyButton';

const meta = {
  title: 'Composants/CopyButton',
  component: CopyButton,
  args: { text: 'q8Zk1mV7cR2xT5nB0pL4wA' },
} satisfies Meta<typeof CopyButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
