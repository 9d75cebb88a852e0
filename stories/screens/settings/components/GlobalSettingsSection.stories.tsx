import type { Meta, StoryObj } from '@storybook/react';
import { GlobalSettingsSection } from '../../../../web/src/screens/settings/components/GlobalSettingsSection';

const meta = {
  title: 'Écrans/Paramètres/GlobalSettingsSection',
  component: GlobalSettingsSection,
  args: {
    isAdmin: true,
    values: {
      chatId: '',
      botToken: '7301:AAE-exemple',
      notificationTasksEnabled: true,
      notificationFinancialsEnabled: false,
      notificationAllTasksDoneEnabled: true,
      require2faForAdmins: false,
    },
    onChange: () => undefined,
  },
} satisfies Meta<typeof GlobalSettingsSection>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { isAdmin: false } };
export const TwoFactorRequired: Story = { args: { values: { ...meta.args.values, require2faForAdmins: true } } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
