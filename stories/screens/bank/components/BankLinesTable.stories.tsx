import type { Meta, StoryObj } from '@storybook/react';
import { BankLinesTable } from '../../../../web/src/screens/bank/components/BankLinesTable';
import { staticPaging } from '../../../support/business-fixtures';
import { bankLines } from '../bank-fixtures';

const meta = {
  title: 'Écrans/Banque/BankLinesTable',
  component: BankLinesTable,
  args: {
    lines: bankLines,
    loading: false,
    paging: staticPaging(bankLines.length),
    busyId: null,
    onAccept: () => undefined,
    onChoose: () => undefined,
    onIgnore: () => undefined,
    onUnmatch: () => undefined,
  },
} satisfies Meta<typeof BankLinesTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EveryState: Story = {};
export const Empty: Story = { args: { lines: [], paging: staticPaging(0) } };
export const Busy: Story = { args: { busyId: 5 } };
export const Dark: Story = { globals: { colorMode: 'dark' } };
