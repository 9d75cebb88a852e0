import type { Meta, StoryObj } from '@storybook/react';
import { NotFoundView } from '../../../web/src/screens/not-found/NotFoundView';

const meta = { title: 'Écrans/NotFoundView', component: NotFoundView } satisfies Meta<typeof NotFoundView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Dark: Story = { globals: { colorMode: 'dark' } };
