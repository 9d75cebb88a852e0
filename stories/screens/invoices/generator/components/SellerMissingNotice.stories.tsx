import type { Meta, StoryObj } from '@storybook/react';
import { SellerMissingNotice } from '../../../../../web/src/screens/invoices/generator/components/SellerMissingNotice';
import { sellerRequirements } from '../../../../../web/src/screens/invoices/generator/invoice-readiness';
import { EMPTY_INVOICE_SETTINGS } from '../../../../../web/src/screens/invoices/generator/invoice-draft';
import { companyNameOnly } from '../invoice-fixtures';

const meta = {
  title: 'Écrans/Facture/SellerMissingNotice',
  component: SellerMissingNotice,
  args: { missing: sellerRequirements(companyNameOnly), onFill: () => undefined },
} satisfies Meta<typeof SellerMissingNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A name and nothing else: the address and the SIRET are announced, with the way to fill them. */
export const AddressAndSiretMissing: Story = {};
/** Never filled in: everything the seller must show. */
export const NothingFilled: Story = { args: { missing: sellerRequirements(EMPTY_INVOICE_SETTINGS) } };
/** A SIRET whose key is wrong. */
export const InvalidSiret: Story = {
  args: {
    missing: sellerRequirements({ ...companyNameOnly, companyAddress1: '3 rue Neuve', siret: '12345678900000' }),
  },
};
export const WithoutButton: Story = { args: { onFill: undefined } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
