import type { Meta, StoryObj } from '@storybook/react';
import { SignedInShellView } from '../../../web/src/app/layout/SignedInShellView';

/** The signed-in page as its HTML paints it before the scripts (web/scripts/prerender-pages.mjs). */
const meta = {
  title: 'Application/SignedInShellView',
  component: SignedInShellView,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SignedInShellView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {};
export const Mobile: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
export const Dark: Story = { args: { mode: 'dark' }, globals: { colorMode: 'dark' } };
