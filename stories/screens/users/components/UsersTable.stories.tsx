import type { Meta, StoryObj } from '@storybook/react';
import { UsersTable } from '../../../../web/src/screens/users/components/UsersTable';
import { staticPaging } from '../../../support/business-fixtures';
import { users } from '../../../support/fixtures';

const meta = {
  title: 'Écrans/Utilisateurs/UsersTable',
  component: UsersTable,
  args: {
    users,
    loading: false,
    paging: staticPaging(users.length),
    onEdit: () => undefined,
    onResetPassword: () => undefined,
    onDelete: () => undefined,
    onRemoveTwoFactor: () => undefined,
  },
} satisfies Meta<typeof UsersTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { users: [], paging: staticPaging(0) } };
export const SecondPage: Story = {
  args: { paging: { ...staticPaging(60, 25), paginationModel: { page: 1, pageSize: 25 } } },
};
export const Loading: Story = { args: { users: [], loading: true, paging: staticPaging(0) } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
export const WithHistory: Story = { args: { onHistory: () => undefined } };
