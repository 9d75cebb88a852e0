import type { Meta, StoryObj } from '@storybook/react';
import { ChatIdSection } from '../../../../web/src/screens/settings/components/ChatIdSection';

const meta = {
  title: 'Écrans/Paramètres/ChatIdSection',
  component: ChatIdSection,
  args: {
    chatId: '123456789',
    onChange: () => undefined,
    canCheck: true,
    verifying: false,
    testing: false,
    verifyBanner: null,
    testBanner: null,
    onVerify: () => undefined,
    onTest: () => undefined,
  },
} satisfies Meta<typeof ChatIdSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Disabled: Story = { args: { chatId: '', canCheck: false } };
export const Checking: Story = { args: { verifying: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
