import type { Meta, StoryObj } from '@storybook/react';
import { UnauthorizedView } from '../../../web/src/screens/unauthorized/UnauthorizedView';

const meta = {
  title: 'Écrans/UnauthorizedView',
  component: UnauthorizedView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof UnauthorizedView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
