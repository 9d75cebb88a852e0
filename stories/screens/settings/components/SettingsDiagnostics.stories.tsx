import type { Meta, StoryObj } from '@storybook/react';
import { SettingsDiagnostics } from '../../../../web/src/screens/settings/components/SettingsDiagnostics';

const meta = {
  title: 'Écrans/Paramètres/SettingsDiagnostics',
  component: SettingsDiagnostics,
  args: { tokenConfigured: true, chatIdConfigured: false },
} satisfies Meta<typeof SettingsDiagnostics>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Admin: Story = {};
export const Manager: Story = { args: { tokenConfigured: null, chatIdConfigured: true } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
