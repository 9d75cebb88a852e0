import type { Meta, StoryObj } from '@storybook/react';
import { Spinner } from '../../web/src/components/Spinner';

const meta = { title: 'Composants/Spinner', component: Spinner } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
