import type { Meta, StoryObj } from '@storybook/react';
import { CardList, type CardListProps } from '../../web/src/components/CardList';
import { RowCard } from '../../web/src/components/RowCard';
import { SignedAmount } from '../../web/src/components/SignedAmount';

interface Row {
  id: number;
  description: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, description: 'Abonnements de juin', amount: 1234.5 },
  { id: 2, description: 'Logiciel de montage', amount: -59.99 },
];

const paging = {
  rowCount: 42,
  paginationModel: { page: 0, pageSize: 25 },
  onPaginationModelChange: () => undefined,
  sortModel: [],
  onSortModelChange: () => undefined,
};

const meta = {
  title: 'Composants/CardList',
  component: CardList<Row>,
  args: {
    label: 'Transactions',
    rows,
    rowKey: (row: Row) => row.id,
    card: (row: Row) => <RowCard title={row.description} figure={<SignedAmount amount={row.amount} />} />,
    emptyText: 'Aucune transaction trouvée.',
    server: paging,
  },
} satisfies Meta<(props: CardListProps<Row>) => ReturnType<typeof CardList<Row>>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Dark: Story = { ...Populated, globals: { colorMode: 'dark' } };
