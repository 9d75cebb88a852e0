import type { Meta, StoryObj } from '@storybook/react';
import { QrCode } from '../../web/src/components/QrCode';

const meta = {
  title: 'Composants/QrCode',
  component: QrCode,
  args: {
    value: 'otpauth://totp/Pilotage:admin?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Pilotage',
    label: 'QR code de la double authentification',
  },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoFactorSecret: Story = {};
export const Small: Story = { args: { size: 120 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
